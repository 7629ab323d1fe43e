//! A group's links: 128 random bits from the operating system, written in 26
//! characters a URL carries as they are. The database keeps only their SHA-256,
//! so a copy of it opens no group.

use rand::{rngs::SysRng, TryRng};
use sha2::{Digest, Sha256};

/// Lower-case Crockford base32: no look-alike letters (i, l, o, u).
const ALPHABET: &[u8; 32] = b"0123456789abcdefghjkmnpqrstvwxyz";
const LENGTH: usize = 26;

/// A link's secret part.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// A new token from the OS random source; `None` if it has none to give.
    pub fn new() -> Option<Token> {
        let mut bytes = [0u8; 16];
        SysRng.try_fill_bytes(&mut bytes).ok()?;
        let mut bits = u128::from_be_bytes(bytes);
        let mut text = String::with_capacity(LENGTH);
        for _ in 0..LENGTH {
            text.push(ALPHABET[(bits & 31) as usize] as char);
            bits >>= 5;
        }
        Some(Token(text))
    }

    /// A token as a link carries it; anything else (wrong length, a letter
    /// outside the alphabet) is no token.
    pub fn parse(text: &str) -> Option<Token> {
        let text = text.to_ascii_lowercase();
        (text.len() == LENGTH && text.bytes().all(|b| ALPHABET.contains(&b))).then_some(Token(text))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// What the database keeps.
    pub(crate) fn hash(&self) -> String {
        let digest = Sha256::digest(self.0.as_bytes());
        digest.iter().map(|b| format!("{b:02x}")).collect()
    }
}

impl Token {
    /// `other` sealed with this token, for the database to keep: only someone
    /// holding this token can open it again (a group's read-only link is kept
    /// sealed with its write link, so the write link can show it). A fresh nonce
    /// each time: two sealings never share a key stream.
    pub(crate) fn seal(&self, other: &Token) -> Option<String> {
        let mut nonce = [0u8; 16];
        SysRng.try_fill_bytes(&mut nonce).ok()?;
        let nonce: String = nonce.iter().map(|b| format!("{b:02x}")).collect();
        let sealed = self.shift(&nonce, &other.0, true);
        Some(format!("{nonce}:{sealed}"))
    }

    /// What [`Token::seal`] sealed with this token; `None` if it was sealed
    /// with another one or is damaged.
    pub(crate) fn open(&self, sealed: &str) -> Option<Token> {
        let (nonce, text) = sealed.split_once(':')?;
        let token = Token::parse(text)?;
        Some(Token(self.shift(nonce, &token.0, false)))
    }

    /// Each letter moved along the alphabet by a key stream drawn from this
    /// token and the nonce (forwards to seal, backwards to open).
    fn shift(&self, nonce: &str, text: &str, forwards: bool) -> String {
        let key = Sha256::digest(format!("tableside-seal:{}:{nonce}", self.0).as_bytes());
        text.bytes()
            .zip(key.iter())
            .map(|(letter, k)| {
                let at = ALPHABET.iter().position(|&a| a == letter).unwrap_or(0);
                let k = usize::from(k % 32);
                let moved = if forwards { at + k } else { at + 32 - k };
                ALPHABET[moved % 32] as char
            })
            .collect()
    }
}

/// Never printed whole: tokens stay out of logs and panics.
impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Token({}…)", &self.0[..4])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_tokens_differ_and_read_back() {
        let a = Token::new().unwrap();
        let b = Token::new().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.as_str().len(), LENGTH);
        assert_eq!(Token::parse(a.as_str()), Some(a.clone()));
        // Typed in capitals, it is the same link.
        assert_eq!(Token::parse(&a.as_str().to_uppercase()), Some(a.clone()));
        assert_ne!(a.hash(), b.hash());
        assert_eq!(a.hash().len(), 64);
        assert!(!format!("{a:?}").contains(a.as_str()));
    }

    #[test]
    fn a_sealed_token_opens_only_with_its_key() {
        let key = Token::new().unwrap();
        let read = Token::new().unwrap();
        let sealed = key.seal(&read).unwrap();
        assert!(!sealed.contains(read.as_str()));
        assert_eq!(key.open(&sealed), Some(read.clone()));
        // Another key opens something else; each sealing looks different.
        let other = Token::new().unwrap();
        assert_ne!(other.open(&sealed), Some(read.clone()));
        assert_ne!(key.seal(&read).unwrap(), sealed);
        assert_eq!(key.open("damaged"), None);
    }

    #[test]
    fn malformed_tokens_are_no_tokens() {
        for text in [
            "",
            "abc",
            "0123456789abcdefghjkmnpqr",
            "0123456789abcdefghjkmnpqrsu",
            "0123456789abcdefghjkmnpqrs/",
        ] {
            assert_eq!(Token::parse(text), None, "{text}");
        }
        assert!(Token::parse("0123456789abcdefghjkmnpqrs").is_some());
    }
}
