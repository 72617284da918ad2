import { z } from 'zod';
import { checkedText } from '../forms/field-schemas';
import { numericSchema } from '../metrics/numeric';
import { noticeUserTypeLabel } from './notice-labels';

/**
 * The chat modal (docs/product/notices.md): a private conversation between the admin and the author of a card
 * that offers Message. The spec shows no chat call; the shapes are ADR 0074's.
 */
export const chatMessageSchema = z.object({
  id: z.number(),
  sender_user_id: numericSchema,
  message: z.string(),
  created_timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat message is plain text of at most this many characters (ADR 0074). */
export const chatMessageMaxLength = 1000;

export const chatMessages = {
  empty: 'No messages yet. Write the first one below.',
  tooLong: `A message is at most ${chatMessageMaxLength} characters`,
  sendFailed: 'The message was not sent',
} as const;

/** Who the chat is with: the card's sender label, else its user type ('Parent', 'School Office'). */
export function chatPartnerLabel(card: { from_label?: string | null; user_type: number }): string {
  return card.from_label?.trim() || noticeUserTypeLabel(card.user_type) || 'the author';
}

/** Why a message cannot be sent, or null (an empty one just keeps Send disabled). */
export function chatMessageError(text: string): string | null {
  return text.trim().length > chatMessageMaxLength ? chatMessages.tooLong : null;
}

/** The chat modal's form: the message, sent trimmed; too long a message says so. */
export const chatFormSchema = z.object({ message: checkedText(chatMessageError) });
export type ChatFormValues = z.input<typeof chatFormSchema>;

export const emptyChatForm: ChatFormValues = { message: '' };
