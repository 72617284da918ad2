/**
 * Notice-board rows of the demo database (docs/product/notices.md). A seeded row's time is minutes before
 * the demo's now, so seeded cards always read fresh; a row written in the demo keeps the moment it was
 * written (`written_at`) and ages as the clock runs.
 */

type DbCommentAuthor = {
  first_name: string;
  last_name: string;
  salutation: string;
  staff_type: string | null;
  profile_photo_url: string | null;
};

export type DbNoticeComment = {
  id: number;
  comment: string;
  likes: number;
  liked_by: number[];
  minutes_ago: number;
  /** The demo clock's time (ms) when it was written in the demo; seeded comments have none. */
  written_at?: number;
  user_id: number;
  author: DbCommentAuthor;
};

type DbPoll = {
  poll_id: number;
  answers: { text: string; votes: number }[];
  voters: Record<number, number>;
};

export type DbNotice = {
  id: number;
  school_id: number;
  user_id: number;
  user_type: number;
  type:
    | 'NOTICE'
    | 'EVENT'
    | 'INFO'
    | 'DYNAMIC'
    | 'CHAT'
    | 'event'
    | 'article'
    | 'POLL'
    | 'bg_journey'
    | 'safeguarding';
  category: string;
  /** 12 waits for approval (pending notices); 1 is published. */
  status: number;
  title: string;
  message: string;
  years: number[];
  group_id: number | null;
  staff_only: boolean;
  transport_modes: string[];
  images: string[];
  extension: string | null;
  likes: number;
  liked_by: number[];
  hidden_by: number[];
  comments: DbNoticeComment[];
  allow_comments: boolean;
  important: boolean;
  minutes_ago: number;
  /** The demo clock's time (ms) when it was written in the demo; seeded posts have none. */
  written_at?: number;
  event_date: string | null;
  poll: DbPoll | null;
  safeguarding:
    | {
        student_id: number;
        first_name: string;
        lat: number;
        long: number;
        battery: number;
        timeAgo: string;
      }[]
    | null;
  from_label: string;
  /** The author asked for a mobile notification (a super admin's choice). */
  send_notification?: boolean;
  /** The school's front image stands for the post's picture. */
  use_school_front_image?: boolean;
  /** The schools, groups, councils or ALL the post was sent to, as chosen (the editor reopens them). */
  audience?: (number | string)[];
  /** The id of the first copy of one send to several schools: a board of several schools lists it once. */
  sent_with?: number;
  /** A DYNAMIC notice's text replies, by the replying user's id. */
  replies?: Record<number, string>;
};

export type DbNoticeTemplate = {
  id: number;
  template_title: string;
  category: string;
  template_type: number;
  created_at: string;
  updated_at: string;
  /** The post fields the editor opens with. */
  post: Record<string, unknown>;
};

/** A chat message between an admin and a card's author (ADR 0074). */
export type DbChatMessage = {
  id: number;
  admin_id: number;
  user_id: number;
  sender_user_id: number;
  notice_id: number;
  message: string;
  created_timestamp: string;
};
