/** Names drawn by the generator: a London mix, so lists and tables look like a real school roll. */
export const firstNames = [
  'Oliver', 'Amelia', 'George', 'Isla', 'Noah', 'Ava', 'Arthur', 'Mia', 'Muhammad', 'Ivy',
  'Leo', 'Lily', 'Harry', 'Freya', 'Oscar', 'Florence', 'Archie', 'Sophia', 'Henry', 'Grace',
  'Theodore', 'Willow', 'Jack', 'Evie', 'Charlie', 'Aisha', 'Ethan', 'Zara', 'Yusuf', 'Maryam',
  'Kwame', 'Amara', 'Tobi', 'Chloe', 'Adam', 'Fatima', 'Ibrahim', 'Sofia', 'Aarav', 'Priya',
  'Rohan', 'Anaya', 'Mateo', 'Lucia', 'Kai', 'Hana', 'Finn', 'Ruby', 'Samuel', 'Poppy',
  'Daniel', 'Emily', 'Jacob', 'Ella', 'Joshua', 'Layla', 'Alfie', 'Rosie', 'Reuben', 'Esme',
  'Tomasz', 'Zofia', 'Emre', 'Elif', 'Chidi', 'Ngozi', 'Dylan', 'Matilda', 'Hugo', 'Imogen',
] as const;

export const lastNames = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Johnson',
  'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall',
  'Khan', 'Ahmed', 'Patel', 'Begum', 'Ali', 'Hussain', 'Singh', 'Shah', 'Okafor', 'Mensah',
  'Adeyemi', 'Owusu', 'Campbell', 'Clarke', 'Murphy', "O'Brien", 'Kowalski', 'Nowak', 'Yilmaz', 'Demir',
  'Rossi', 'Silva', 'Santos', 'Costa', 'Nguyen', 'Chen', 'Wong', 'Lewis', 'Harris', 'Martin',
  'Cooper', 'King', 'Baker', 'Turner', 'Hill', 'Ward', 'Morris', 'Moore', 'Clark', 'Lee',
] as const;

export const saintNames = ['Mary', 'John', 'Paul', 'Luke', 'Peter', 'Jude', 'Michael', 'Anne', 'Dominic', 'Joseph', 'Aidan', 'Saviour'] as const;

export const streetNames = [
  'Albion', 'Victoria', 'Church', 'Station', 'Park', 'Queens', 'Kings', 'Mill', 'Grove', 'Manor',
  'Elm', 'Cedar', 'Willow', 'Beech', 'Chestnut', 'Maple', 'Canal', 'Market', 'Priory', 'Abbey',
  'Rosebery', 'Cranbrook', 'Lansdowne', 'Camden', 'Milton', 'Shelley', 'Keats', 'Darwin', 'Brunel', 'Wren',
] as const;

export const streetKinds = ['Road', 'Street', 'Avenue', 'Gardens', 'Terrace', 'Lane', 'Close', 'Grove', 'Place', 'Crescent'] as const;

/** Letters that never appear in the inward part of a UK postcode. */
export const postcodeLetters = 'ABDEFGHJLNPQRSTUWXYZ';
