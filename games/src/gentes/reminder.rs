//! What to do at the table that a Gentes setup cannot deal: said in both languages.

use crate::words::{Language, Say};

/// A step of Gentes' setup the players do themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    TilesForPlayers { players: u8 },
    BonusTileStacks,
    FirstGameFixedStart,
}

impl Say for Reminder {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (Reminder::TilesForPlayers { players }, Language::English) => format!(
                "Keep only the action tiles and bonus tiles marked for {players} players; the rest go back in the box."
            ),
            (Reminder::TilesForPlayers { players }, Language::TraditionalChinese) => {
                format!("行動板塊與獎勵板塊：只保留標示 {players} 人的，其餘放回盒中。")
            }
            (Reminder::BonusTileStacks, Language::English) => {
                "Bonus tiles: the 8-point tile on top of each stack, then the 4s.".into()
            }
            (Reminder::BonusTileStacks, Language::TraditionalChinese) => {
                "獎勵板塊：每疊最上面放 8 分板塊，下面放 4 分。".into()
            }
            (Reminder::FirstGameFixedStart, Language::English) => "First game: use the fixed starting cards and workers from the rulebook instead of the draft.".into(),
            (Reminder::FirstGameFixedStart, Language::TraditionalChinese) => {
                "第一次玩：改用規則書中固定的起始卡牌與工人，不進行選牌。".into()
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
            Reminder::TilesForPlayers { players: 3 },
            Reminder::BonusTileStacks,
            Reminder::FirstGameFixedStart,
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
