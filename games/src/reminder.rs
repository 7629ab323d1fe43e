//! What a setup reminds the table of before play, as data: the API says each in
//! English (`Display`, sent as a string), pages in their own language.

use serde::{Serialize, Serializer};
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    /// Card City: a City Hall in each city, and the starting coins.
    CityHallAndCoins { coins: u32 },
    /// Card City: the first round's draw may not show Leisure cards.
    LeisureRedraw,
    /// Card City solo: draw 3, keep 2.
    SoloDraw,
    /// Catan: who places first (the seat drawn in place of the highest roll,
    /// 0-based) and in which order the settlements go down.
    PlacementOrder { first_player: u8 },
    /// Catan: starting resources from the second settlement.
    SecondSettlementResources,
    /// Catan 5–6: the special build phase.
    SpecialBuildPhase,
    /// Gentes: only the tiles marked for this many players.
    TilesForPlayers { players: u8 },
    /// Gentes: how the bonus tile stacks are built.
    BonusTileStacks,
    /// Gentes: a first game uses the rulebook's fixed start.
    FirstGameFixedStart,
}

impl fmt::Display for Reminder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reminder::CityHallAndCoins { coins } => write!(f, "Each player puts 1 City Hall in their city and takes {coins} coins."),
            Reminder::LeisureRedraw => f.write_str("First round only: if the draw shows Leisure cards, shuffle them back and draw again until it has none."),
            Reminder::SoloDraw => f.write_str("Solo: each round draw 3 cards, keep 2 and put the third on the bottom of the deck."),
            Reminder::PlacementOrder { first_player } => write!(f, "Player {} places first (drawn in place of the highest roll); place the first settlements clockwise from them, the second ones counter-clockwise.", first_player + 1),
            Reminder::SecondSettlementResources => f.write_str("Starting resources come from the second settlement only."),
            Reminder::SpecialBuildPhase => f.write_str("5–6 players: after each turn, every other player has a special build phase (or use the paired-players rule)."),
            Reminder::TilesForPlayers { players } => write!(f, "Keep only the action tiles and bonus tiles marked for {players} players; the rest go back in the box."),
            Reminder::BonusTileStacks => f.write_str("Bonus tiles: the 8-point tile on top of each stack, then the 4s."),
            Reminder::FirstGameFixedStart => f.write_str("First game: use the fixed starting cards and workers from the rulebook instead of the draft."),
        }
    }
}

impl Serialize for Reminder {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reminders_are_sent_as_english_sentences() {
        let json = serde_json::to_value(Reminder::TilesForPlayers { players: 3 }).unwrap();
        assert_eq!(
            json,
            "Keep only the action tiles and bonus tiles marked for 3 players; the rest go back in the box."
        );
    }
}
