/**
 * Passwords refused because everyone tries them first: the most common ones in breach lists, and the
 * Dutch and French words and keyboard rows Belgians use. Compared without case.
 */
const COMMON = new Set(
  `123456 123456789 12345678 1234567890 12345 1234567 123123 111111 000000 654321 666666 121212 112233 123321 987654321
  11111111 00000000 12341234 87654321 88888888 11223344 13579 123qwe 1q2w3e4r 1qaz2wsx zaq12wsx qwerty qwerty123 qwertyuiop
  azerty azerty123 azertyuiop azertyuiop1 qwertz asdfgh asdfghjkl zxcvbnm password password1 password123 passw0rd p@ssw0rd
  welcome welcome1 welkom welkom01 welkom123 wachtwoord wachtwoord1 wachtwoord123 motdepasse motdepasse1 bienvenue bonjour
  soleil soleil123 chocolat doudou loulou marseille nicolas julien camille iloveyou iloveu jetaime jetaime1 ikhouvanjou
  monkey dragon football voetbal baseball letmein master shadow sunshine princess trustno1 superman batman starwars pokemon
  admin admin123 administrator root toor login abc123 abcdef abcd1234 aa123456 qazwsx 696969 michael jennifer jordan23
  belgie belgique belgium brussel bruxelles antwerpen anvers gent gand liege luik brugge bruges leuven louvain namur namen
  vastgoed immobilier immo1234 vitrine vitrine123 huis1234 maison123 appartement zomer2024 winter2024 zomer2025 winter2025
  lente2025 herfst2025 ete2025 hiver2025 summer2025 winter2026 zomer2026 summer2026 azerty2025 azerty2026 qwerty2025
  changeme changeme1 secret secret123 test test123 testtest demo demo123 guest default 1111 0000 1234 123456a a123456
  q1w2e3r4 q1w2e3r4t5 1q2w3e 1q2w3e4r5t 123abc abc12345 password12 password01 charlie freedom whatever hello hallo
  hallo123 salut salut123 toto tototo azertyui wxcvbn poiuytreza mdp12345 mdp123456 0123456789 9876543210`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
