import type { PageMetaText } from "./page-blocks.ts";

/* The words of the news pages (/news, a post, the home page's latest news, the feed). */

export const newsMeta: PageMetaText = {
  title: "News",
  description:
    "What the society has been doing in the villages of Adilabad, Nirmal and Asifabad: news and updates.",
};

export const newsTexts = {
  eyebrow: "News",
  title: "News and updates",
  intro: "What we have been doing, month by month.",
  none: "No news has been published yet.",
  readMore: "Read more",
  readMoreAbout: (title: string) => `Read more: ${title}`,
  pagination: "Pages of news",
  newer: "Newer posts",
  older: "Older posts",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  onlyInOther: "This post is available only in Telugu.",
  back: "All news",
  share: "Share this post",
  shareOnWhatsApp: "Share on WhatsApp",
  feed: "News feed (Atom)",
  latestTitle: "Latest news",
  allNews: "All news",
  published: "Published",
};

export type NewsTexts = typeof newsTexts;
