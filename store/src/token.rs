//! A group's links: 128 random bits from the operating system, written in 26
//! characters a URL carries as they are. The database keeps only their SHA-256,
//! so a copy of it opens no group.

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
        getrandom::fill(&mut bytes).ok()?;
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
