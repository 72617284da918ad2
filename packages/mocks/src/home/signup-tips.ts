/** The demo's answer to GET api/increaseSignups: questions and answers (answers are HTML). */
export const signupTips = [
  {
    question: 'How do parents sign up?',
    answer:
      "<p>Share your school's sign-up link or code with parents. They download the app and enter the code to join your school.</p>",
  },
  {
    question: 'When is the best time to ask?',
    answer:
      "<p>At the start of term, at parents' evenings and in the weekly newsletter. A reminder two weeks later doubles sign-ups.</p>",
  },
  {
    question: 'How do staff join?',
    answer:
      '<p>Staff use the staff code, not the parent code. Ask the school office to send it with the staff bulletin.</p>',
  },
  {
    question: 'What can we put on the website?',
    answer:
      '<p>A short paragraph on safer, greener school runs and the sign-up link. <strong>Keep it on the home page</strong> for the first month.</p>',
  },
];
