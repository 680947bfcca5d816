import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DonationsPage, type DonationsProps } from "../donations/donations.tsx";
import { InboxPage, type InboxProps } from "../submissions/inbox.tsx";
import { NewPaymentPage, type NewPaymentProps, PledgePage, type PledgeProps } from "../donations/pledge.tsx";
import { PrivacyPage, type PrivacyProps } from "../privacy/privacy.tsx";
import { LaunchPage, type LaunchProps } from "../content/launch.tsx";
import { SettingsPage, type SettingsProps } from "../content/settings.tsx";
import { FiguresPage, type FiguresProps } from "../content/figures.tsx";
import { DocumentsPage, type DocumentsProps } from "../documents/documents-page.tsx";
import { NewsEditorPage, type NewsEditorProps } from "../news/news-editor.tsx";
import { NewsListPage, type NewsListProps } from "../news/news-list.tsx";
import { PersonCopyDocument, type PersonCopyProps } from "../privacy/person-copy.tsx";
import {
  CancelReceiptPage,
  type CancelReceiptProps,
  ReceiptPage,
  type ReceiptProps,
} from "../donations/receipt.tsx";
import { ConfirmSignInPage, MessagePage, SignInPage, type SignInProps } from "../accounts/sign-in.tsx";
import stylesheet from "./staff.css?url";
import { SubmissionPage, type SubmissionProps } from "../submissions/submission.tsx";

/*
 * The entry of the staff area's views, compiled by server/staff/vite.config.ts into
 * $BUILD_DIR/staff/render.js (Node runs .ts but not .tsx). Each function returns a whole HTML
 * document; the server adds the headers.
 */

type WithoutStylesheet<Props> = Omit<Props, "stylesheet">;

const page = (element: ReactElement) => `<!doctype html>${renderToStaticMarkup(element)}`;

export const renderSignIn = (props: WithoutStylesheet<SignInProps>) =>
  page(<SignInPage stylesheet={stylesheet} {...props} />);

export const renderConfirmSignIn = (props: { token: string }) =>
  page(<ConfirmSignInPage stylesheet={stylesheet} {...props} />);

export const renderMessage = (props: WithoutStylesheet<Parameters<typeof MessagePage>[0]>) =>
  page(<MessagePage stylesheet={stylesheet} {...props} />);

export const renderInbox = (props: WithoutStylesheet<InboxProps>) =>
  page(<InboxPage stylesheet={stylesheet} {...props} />);

export const renderSubmission = (props: WithoutStylesheet<SubmissionProps>) =>
  page(<SubmissionPage stylesheet={stylesheet} {...props} />);

export const renderPrivacy = (props: WithoutStylesheet<PrivacyProps>) =>
  page(<PrivacyPage stylesheet={stylesheet} {...props} />);

/** A person's copy of their data, a document on its own (no staff stylesheet). */
export const renderPersonCopy = (props: PersonCopyProps) => page(<PersonCopyDocument {...props} />);

export const renderDonations = (props: WithoutStylesheet<DonationsProps>) =>
  page(<DonationsPage stylesheet={stylesheet} {...props} />);

export const renderPledge = (props: WithoutStylesheet<PledgeProps>) =>
  page(<PledgePage stylesheet={stylesheet} {...props} />);

export const renderNewPayment = (props: WithoutStylesheet<NewPaymentProps>) =>
  page(<NewPaymentPage stylesheet={stylesheet} {...props} />);

export const renderReceipt = (props: WithoutStylesheet<ReceiptProps>) =>
  page(<ReceiptPage stylesheet={stylesheet} {...props} />);

export const renderCancelReceipt = (props: WithoutStylesheet<CancelReceiptProps>) =>
  page(<CancelReceiptPage stylesheet={stylesheet} {...props} />);

export const renderSettings = (props: WithoutStylesheet<SettingsProps>) =>
  page(<SettingsPage stylesheet={stylesheet} {...props} />);

export const renderLaunch = (props: WithoutStylesheet<LaunchProps>) =>
  page(<LaunchPage stylesheet={stylesheet} {...props} />);

export const renderNewsList = (props: WithoutStylesheet<NewsListProps>) =>
  page(<NewsListPage stylesheet={stylesheet} {...props} />);

export const renderNewsEditor = (props: WithoutStylesheet<NewsEditorProps>) =>
  page(<NewsEditorPage stylesheet={stylesheet} {...props} />);

export const renderDocuments = (props: WithoutStylesheet<DocumentsProps>) =>
  page(<DocumentsPage stylesheet={stylesheet} {...props} />);

export const renderFigures = (props: WithoutStylesheet<FiguresProps>) =>
  page(<FiguresPage stylesheet={stylesheet} {...props} />);
