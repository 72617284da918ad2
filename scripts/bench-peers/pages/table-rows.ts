/** A row of the console's parents list, as its API answers it. */
export type BenchParent = {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  children: string[];
};
