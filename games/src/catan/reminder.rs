//! What to do at the table that a Catan setup cannot deal: said in both languages.

use crate::words::{Language, Say};

/// A step of Catan's setup the players do themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    PlacementOrder { first_player: u8 },
    SecondSettlementResources,
    SpecialBuildPhase,
}

impl Say for Reminder {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (Reminder::PlacementOrder { first_player }, Language::English) => format!(
                "Player {} places first (drawn in place of the highest roll); place the first settlements clockwise from them, the second ones counter-clockwise.",
                first_player + 1
            ),
            (Reminder::PlacementOrder { first_player }, Language::TraditionalChinese) => format!(
                "玩家 {} 先擺放（由程式抽出，取代擲骰）；第一輪村莊從他開始順時針擺放，第二輪逆時針。",
                first_player + 1
            ),
            (Reminder::SecondSettlementResources, Language::English) => {
                "Starting resources come from the second settlement only.".into()
            }
            (Reminder::SecondSettlementResources, Language::TraditionalChinese) => {
                "起始資源只來自第二個村莊。".into()
            }
            (Reminder::SpecialBuildPhase, Language::English) => "5–6 players: after each turn, every other player has a special build phase (or use the paired-players rule).".into(),
            (Reminder::SpecialBuildPhase, Language::TraditionalChinese) => {
                "5–6 人：每個回合結束後，其他玩家各有一次特別建設階段（或改用雙人組規則）。".into()
            }
        }
    }
}

crate::words::sent_in_english!(Reminder);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reminder_is_said_in_both_languages() {
        for reminder in [
            Reminder::PlacementOrder { first_player: 2 },
            Reminder::SecondSettlementResources,
            Reminder::SpecialBuildPhase,
        ] {
            let chinese = reminder.say(Language::TraditionalChinese);
            assert!(
                !chinese.chars().any(|c| c.is_ascii_alphabetic()),
                "{chinese}"
            );
            assert_eq!(reminder.to_string(), reminder.say(Language::English));
        }
    }
}
