//! What to do at the table that a Card City setup cannot deal: said in both languages.

use crate::words::{Language, Say};

/// A step of Card City's setup the players do themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    CityHallAndCoins { coins: u32 },
    LeisureRedraw,
    SoloDraw,
}

impl Say for Reminder {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (Reminder::CityHallAndCoins { coins }, Language::English) => {
                format!("Each player puts 1 City Hall in their city and takes {coins} coins.")
            }
            (Reminder::CityHallAndCoins { coins }, Language::TraditionalChinese) => {
                format!("每位玩家：1 張市鎮廳放進自己的城市，並拿 {coins} 枚金幣。")
            }
            (Reminder::LeisureRedraw, Language::English) => "First round only: if the draw shows Leisure cards, shuffle them back and draw again until it has none.".into(),
            (Reminder::LeisureRedraw, Language::TraditionalChinese) => {
                "僅限第一回合：若翻出休憩卡，將它們洗回牌庫重翻，直到沒有休憩卡為止。".into()
            }
            (Reminder::SoloDraw, Language::English) => "Solo: each round draw 3 cards, keep 2 and put the third on the bottom of the deck.".into(),
            (Reminder::SoloDraw, Language::TraditionalChinese) => {
                "單人：每回合抽 3 張，留 2 張，第 3 張放到牌庫底部。".into()
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
            Reminder::CityHallAndCoins { coins: 3 },
            Reminder::LeisureRedraw,
            Reminder::SoloDraw,
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
