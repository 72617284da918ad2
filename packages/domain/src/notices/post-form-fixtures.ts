// A post form for tests: the empty form with the fields a test sets.
import { emptyPostForm, type PostForm } from './post-form';

export const form = (fields: Partial<PostForm>): PostForm => ({ ...emptyPostForm, ...fields });
