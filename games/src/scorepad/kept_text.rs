//! A pad as a phone keeps it (`localStorage`) and the server reads it back:
//! lines of tab-separated fields.

use super::{Entries, ScoreState, Seat};
use crate::{GameId, ScoreInput};

/// Kept on the phone; read back there, and on the server when a play is saved.
impl ScoreState {
    /// The state as lines of tab-separated fields, for localStorage (and, on
    /// the server, a saved play's pad to edit it on).
    pub fn encode(&self) -> String {
        let mut lines = vec![
            format!("game\t{}", self.game.slug()),
            format!("next\t{}", self.next_id),
        ];
        if let Some(play) = &self.play {
            lines.push(format!("play\t{}", escape(play)));
        }
        for seat in &self.seats {
            lines.push(format!("seat\t{}\t{}", seat.id, escape(&seat.name)));
            for (key, value) in seat.values.iter() {
                lines.push(format!("value\t{}\t{}", escape(key), escape(value)));
            }
        }
        for (key, value) in self.table.iter() {
            lines.push(format!("table\t{}\t{}", escape(key), escape(value)));
        }
        lines.join("\n")
    }

    /// Reads [`ScoreState::encode`]'s text back; `None` if it is not ours.
    pub fn decode(text: &str) -> Option<ScoreState> {
        crate::counting::pad_read();
        let mut game = None;
        // Any game until the text's `game` line says which (required below).
        let mut state = ScoreState::new(GameId::ALL[0], &[]);
        for line in text.lines() {
            let mut fields = line.split('\t');
            match (fields.next()?, fields.next(), fields.next()) {
                ("game", Some(slug), None) => game = Some(slug.parse().ok()?),
                ("next", Some(n), None) => state.next_id = n.parse().ok()?,
                ("play", Some(id), None) => state.play = Some(unescape(id)),
                ("seat", Some(id), Some(name)) => state.seats.push(Seat {
                    id: id.parse().ok()?,
                    name: unescape(name),
                    values: Entries::new(),
                }),
                ("value", Some(key), Some(value)) => {
                    state
                        .seats
                        .last_mut()?
                        .values
                        .insert(unescape(key), unescape(value));
                }
                ("table", Some(key), Some(value)) => {
                    state.table.insert(unescape(key), unescape(value));
                }
                _ => return None,
            }
        }
        state.game = game?;
        let seats = state.seats.iter_mut().map(|seat| &mut seat.values);
        ScoreInput::upgrade_kept_fields(state.game, seats, &mut state.table);
        state.next_id = state
            .next_id
            .max(state.seats.iter().map(|s| s.id + 1).max().unwrap_or(0));
        Some(state)
    }
}

/// Names remembered on this device, one per line.
pub fn encode_lines(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| escape(i))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn decode_lines(text: &str) -> Vec<String> {
    text.lines().map(unescape).collect()
}

/// Backslash-escapes what separates fields and lines.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::test_pads::{pad, set};
    use super::*;

    #[test]
    fn a_saved_pad_reads_back_exactly() {
        let mut p = pad(GameId::Catan, &["Ann\tthe\\first", "Bo\nB", ""]);
        set(&mut p, 1, "cities", "3");
        set(&mut p, 2, "settlements", "x\ty");
        p.table.insert("ended_by".into(), "1".into());
        let back = ScoreState::decode(&p.encode()).unwrap();
        assert_eq!(back, p);
        // The game's play id goes with it (device.js reads its line).
        p.play = Some("6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab".into());
        let text = p.encode();
        assert!(text.contains("\nplay\t6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab\n"));
        assert_eq!(ScoreState::decode(&text).unwrap(), p);
        assert_eq!(ScoreState::decode("nonsense"), None);
        assert_eq!(ScoreState::decode(""), None);
        let names = ["Ann", "B\\o\n"];
        assert_eq!(decode_lines(&encode_lines(&names)), names);
    }
}
