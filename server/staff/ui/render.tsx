import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DonationsPage, type DonationsProps } from "../donations/donations.tsx";
import { CertificatesPage, type CertificatesProps } from "../donations/certificates.tsx";
import { InboxPage, type InboxProps } from "../submissions/inbox.tsx";
import { NewPaymentPage, type NewPaymentProps, PledgePage, type PledgeProps } from "../donations/pledge.tsx";
import { PrivacyPage, type PrivacyProps } from "../privacy/privacy.tsx";
import { LaunchPage, type LaunchProps } from "../content/launch.tsx";
import { SettingsPage, type SettingsProps } from "../content/settings.tsx";
import { ContentPagesPage, type ContentPagesProps } from "../content/content-pages.tsx";
import { TextsPage, type TextsProps } from "../content/texts.tsx";
import {
  EntryPage,
  type EntryProps,
  ListPage,
  type ListProps,
  DirectorMessagePage,
  type DirectorMessageProps,
  RemovePage,
  type RemoveProps,
} from "../content/lists.tsx";
import { HistoryPage, type HistoryProps } from "../content/history.tsx";
import { FiguresPage, type FiguresProps } from "../content/figures.tsx";
import { DocumentsPage, type DocumentsProps } from "../documents/documents-page.tsx";
import { DocumentTitlesPage, type DocumentTitlesProps } from "../documents/titles-page.tsx";
import { NewsEditorPage, type NewsEditorProps } from "../news/news-editor.tsx";
import { NewsListPage, type NewsListProps } from "../news/news-list.tsx";
import { NewsPreviewDocument, type NewsPreviewProps } from "../news/news-preview.tsx";
import { PersonCopyDocument, type PersonCopyProps } from "../privacy/person-copy.tsx";
import {
  CancelReceiptPage,
  type CancelReceiptProps,
  ReceiptPage,
  type ReceiptProps,
} from "../donations/receipt.tsx";
import { ConfirmSignInPage, MessagePage, SignInPage, type SignInProps } from "../accounts/sign-in.tsx";
import { MediaImagePage, type MediaImageProps } from "../media/media-image.tsx";
import { MediaLibraryPage, type MediaLibraryProps } from "../media/media-library.tsx";
import stylesheet from "./staff.css?url";
import {
  AccountsPage,
  type AccountsProps,
  RemoveAccountPage,
  type RemoveAccountProps,
} from "../accounts/accounts.tsx";
import { AuditPage, type AuditProps } from "../accounts/audit.tsx";
import { ForbiddenPage, type ForbiddenProps, StartPage, type StartProps } from "../accounts/role-pages.tsx";
import { SessionsPage, type SessionsProps } from "../accounts/sessions.tsx";
import {
  PasskeysPage,
  type PasskeysProps,
  RemovePasskeyPage,
  type RemovePasskeyProps,
} from "../accounts/passkeys.tsx";
import { IdentityPage, type IdentityProps } from "../donations/identity.tsx";
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

export const renderCertificates = (props: WithoutStylesheet<CertificatesProps>) =>
  page(<CertificatesPage stylesheet={stylesheet} {...props} />);

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

export const renderContentPages = (props: WithoutStylesheet<ContentPagesProps>) =>
  page(<ContentPagesPage stylesheet={stylesheet} {...props} />);

export const renderTexts = (props: WithoutStylesheet<TextsProps>) =>
  page(<TextsPage stylesheet={stylesheet} {...props} />);
export const renderList = (props: WithoutStylesheet<ListProps>) =>
  page(<ListPage stylesheet={stylesheet} {...props} />);

export const renderListEntry = (props: WithoutStylesheet<EntryProps>) =>
  page(<EntryPage stylesheet={stylesheet} {...props} />);

export const renderListRemove = (props: WithoutStylesheet<RemoveProps>) =>
  page(<RemovePage stylesheet={stylesheet} {...props} />);

export const renderListMessage = (props: WithoutStylesheet<DirectorMessageProps>) =>
  page(<DirectorMessagePage stylesheet={stylesheet} {...props} />);
export const renderMediaLibrary = (props: WithoutStylesheet<MediaLibraryProps>) =>
  page(<MediaLibraryPage stylesheet={stylesheet} {...props} />);

export const renderMediaImage = (props: WithoutStylesheet<MediaImageProps>) =>
  page(<MediaImagePage stylesheet={stylesheet} {...props} />);
export const renderHistory = (props: WithoutStylesheet<HistoryProps>) =>
  page(<HistoryPage stylesheet={stylesheet} {...props} />);
export const renderForbidden = (props: WithoutStylesheet<ForbiddenProps>) =>
  page(<ForbiddenPage stylesheet={stylesheet} {...props} />);

export const renderStart = (props: WithoutStylesheet<StartProps>) =>
  page(<StartPage stylesheet={stylesheet} {...props} />);

export const renderAccounts = (props: WithoutStylesheet<AccountsProps>) =>
  page(<AccountsPage stylesheet={stylesheet} {...props} />);

export const renderRemoveAccount = (props: WithoutStylesheet<RemoveAccountProps>) =>
  page(<RemoveAccountPage stylesheet={stylesheet} {...props} />);

export const renderAudit = (props: WithoutStylesheet<AuditProps>) =>
  page(<AuditPage stylesheet={stylesheet} {...props} />);

export const renderSessions = (props: WithoutStylesheet<SessionsProps>) =>
  page(<SessionsPage stylesheet={stylesheet} {...props} />);

export const renderIdentity = (props: WithoutStylesheet<IdentityProps>) =>
  page(<IdentityPage stylesheet={stylesheet} {...props} />);
export const renderNewsList = (props: WithoutStylesheet<NewsListProps>) =>
  page(<NewsListPage stylesheet={stylesheet} {...props} />);

export const renderNewsEditor = (props: WithoutStylesheet<NewsEditorProps>) =>
  page(<NewsEditorPage stylesheet={stylesheet} {...props} />);

export const renderNewsPreview = (props: WithoutStylesheet<NewsPreviewProps>) =>
  page(<NewsPreviewDocument stylesheet={stylesheet} {...props} />);

export const renderDocuments = (props: WithoutStylesheet<DocumentsProps>) =>
  page(<DocumentsPage stylesheet={stylesheet} {...props} />);

export const renderDocumentTitles = (props: WithoutStylesheet<DocumentTitlesProps>) =>
  page(<DocumentTitlesPage stylesheet={stylesheet} {...props} />);

export const renderFigures = (props: WithoutStylesheet<FiguresProps>) =>
  page(<FiguresPage stylesheet={stylesheet} {...props} />);

export const renderPasskeys = (props: WithoutStylesheet<PasskeysProps>) =>
  page(<PasskeysPage stylesheet={stylesheet} {...props} />);

export const renderRemovePasskey = (props: WithoutStylesheet<RemovePasskeyProps>) =>
  page(<RemovePasskeyPage stylesheet={stylesheet} {...props} />);
