import { postEditorOffers, type Role } from '@stride/domain';
import { PostEditor, type PostEditorProps } from './PostEditor';

export type PostEditorStoryArgs = Omit<PostEditorProps, 'offers'> & { role: Role };

/** The editor's stories pick a role; the editor gets what the console offers that role. */
export function PostEditorForRole({ role, ...args }: PostEditorStoryArgs) {
  return <PostEditor {...args} offers={postEditorOffers(role)} />;
}
