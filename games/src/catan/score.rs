//! Catan final scores: settlements ×1, cities ×2, Longest Road 2, Largest Army 2,
//! revealed VP cards ×1. The first to 10 on their own turn wins: no ties.

use super::{HeldCard, Item, Refusal};
use crate::blank::blanks_that_change_the_ranking;
use crate::form::{Field, Kind};
use crate::path::FieldPath;
use crate::ranking::{rank, Contender};
use crate::score::{
    check_range, player_names_noted_for, Checks, InputError, Line, PlayerField, Problems,
    ScoreSheet,
};
use crate::GameId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    pub players: Vec<PlayerInput>,
    /// Index of the player who reached 10 on their own turn and ended the game.
    #[serde(default)]
    pub ended_by: Option<usize>,
    /// House rule (the Chinese summary's reading): when several players show 10 or
    /// more, the highest score wins, not the player whose turn ended the game.
    #[serde(default)]
    pub highest_score_wins: bool,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    #[serde(default)]
    pub name: String,
    /// Blank counts as 0: a player who made cities of both starting
    /// settlements has none left (a warning says when it could matter).
    #[serde(default)]
    pub settlements: Option<i64>,
    #[serde(default)]
    pub cities: i64,
    #[serde(default)]
    pub vp_cards: i64,
    #[serde(default)]
    pub longest_road: bool,
    #[serde(default)]
    pub largest_army: bool,
    /// Optional: the longest road's length (0–15; the Longest Road's holder may
    /// be below 5 after a cut, while nobody else has 5 or more).
    #[serde(default)]
    pub road_length: Option<i64>,
    /// Optional: knights played (0–14, 0–20 with 5–6 players; the Largest Army's
    /// holder at least 3).
    #[serde(default)]
    pub knights: Option<i64>,
}

pub(super) const SETTLEMENTS: Field = Field::count("settlements", "settlements", 0, 5)
    .named("Settlements", "村莊")
    .hinted(
        "Settlements still on the board (a city replaces one). Empty counts as 0.",
        "版圖上還有的村莊（城市由村莊升級而來）。留空以 0 計。",
    );
pub(super) const CITIES: Field = Field::count("cities", "cities", 0, 4).named("Cities", "城市");
pub(super) const VP_CARDS: Field =
    Field::count("vp_cards", "victory point cards", 0, 5).named("Victory point cards", "分數卡");
/// Optional. The Longest Road's holder may be below `LONGEST_ROAD_MIN` after a
/// cut: only another player with that many who exceeds them takes the card.
pub(super) const ROAD_LENGTH: Field = Field::count("road_length", "road length", 0, MAX_ROAD)
    .named("Road length", "道路長度")
    .hinted(
        "Optional: checks the Longest Road.",
        "選填：用來核對最長道路。",
    );
/// Optional; at most the deck's knights (see `fields`), the Largest Army's
/// holder at least `LARGEST_ARMY_MIN`.
pub(super) const KNIGHTS: Field = Field::count("knights", "knights played", 0, knights_in_deck(6))
    .named("Knights played", "已打出騎士")
    .hinted(
        "Optional: checks the Largest Army.",
        "選填：用來核對最大騎士團。",
    );

/// What the pad asks for, with the knights this table's deck holds.
pub fn fields(players: usize) -> Vec<Field> {
    vec![
        SETTLEMENTS,
        CITIES,
        VP_CARDS,
        LONGEST_ROAD,
        LARGEST_ARMY,
        ROAD_LENGTH,
        KNIGHTS.up_to(knights_in_deck(players)),
        ENDED_BY,
        HIGHEST_SCORE_WINS,
    ]
}

pub(super) const LONGEST_ROAD: Field =
    Field::player("longest_road", "the Longest Road", Kind::Holder)
        .named("Longest Road", "最長道路");
pub(super) const LARGEST_ARMY: Field =
    Field::player("largest_army", "the Largest Army", Kind::Holder)
        .named("Largest Army", "最大騎士團");
pub(super) const ENDED_BY: Field = Field::table("ended_by", "who ended the game", Kind::Seat)
    .named("Who ended the game", "誰結束了遊戲");
pub(super) const HIGHEST_SCORE_WINS: Field =
    Field::table("highest_score_wins", "the highest score wins", Kind::Flag)
.named("Highest score wins when several reach the winning points (house rule)", "多人達到勝利分數時分數高者勝（家規）")
.hinted(
"The rulebook: whoever reaches the winning points on their own turn wins. Some translations: the highest score wins.",
"規則書：在自己回合達到勝利分數的玩家獲勝。部分翻譯版：分數高的人獲勝。",
);

/// The cards only one player holds.
const HELD_CARDS: [HeldCard; 2] = [HeldCard::LongestRoad, HeldCard::LargestArmy];

impl PlayerInput {
    fn holds(&self, card: HeldCard) -> bool {
        match card {
            HeldCard::LongestRoad => self.longest_road,
            HeldCard::LargestArmy => self.largest_army,
        }
    }

    /// The count the card goes by (road length, knights played), if entered.
    fn count_for(&self, card: HeldCard) -> Option<i64> {
        match card {
            HeldCard::LongestRoad => self.road_length,
            HeldCard::LargestArmy => self.knights,
        }
    }
}

/// The input field of that count.
const fn count_field(card: HeldCard) -> &'static str {
    match card {
        HeldCard::LongestRoad => ROAD_LENGTH.key,
        HeldCard::LargestArmy => KNIGHTS.key,
    }
}

pub const WINNING_POINTS: i64 = 10;
/// Every player starts with two settlements; a city replaces one, and the base
/// game has no way to lose a building.
pub const STARTING_BUILDINGS: i64 = 2;
/// Victory points a settlement and a city are worth.
const SETTLEMENT_POINTS: i64 = 1;
const CITY_POINTS: i64 = 2;
/// Roads in a player's supply: no road is longer.
pub const MAX_ROAD: i64 = 15;
/// The Longest Road needs at least this many connected segments.
pub const LONGEST_ROAD_MIN: i64 = 5;
/// The Largest Army needs at least this many knights played.
pub const LARGEST_ARMY_MIN: i64 = 3;

/// Knight cards in the development deck: 14, or 20 with the 5–6 player extension.
pub const fn knights_in_deck(players: usize) -> i64 {
    if players >= 5 {
        20
    } else {
        14
    }
}

/// The final scores, or the first problem with the input (the score API's answer).
pub fn score(input: &ScoreInput) -> Result<ScoreSheet, InputError> {
    score_or_every_problem(input).map_err(Problems::into_first)
}

/// The final scores, or every problem with the input at once.
pub fn score_or_every_problem(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let mut sheet = scored(input)?;
    let blank = (0..input.players.len())
        .filter(|&i| input.players[i].settlements.is_none())
        .map(|i| (i, &SETTLEMENTS));
    let blanks = blanks_that_change_the_ranking(&sheet, blank, |i, _, most| {
        let mut entered = input.clone();
        entered.players[i].settlements = Some(most);
        scored(&entered)
    });
    sheet.warnings.extend(blanks);
    Ok(sheet)
}

/// The final scores, without the warnings about blank counts.
fn scored(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let mut checks = Checks::default();
    let names = player_names_noted_for(
        GameId::Catan,
        input.players.iter().map(|p| p.name.as_str()),
        &mut checks,
    )?;
    let max_knights = knights_in_deck(names.len());
    // The table's totals and holders are judged over the figures that are
    // right: a refused one counts as not given.
    let mut judged = input.players.clone();
    let mut sheets = Vec::new();
    let mut contenders = Vec::new();
    for (index, (player, name)) in input.players.iter().zip(&names).enumerate() {
        let who = PlayerField { index, name };
        let before = checks.count();
        let judged = &mut judged[index];
        let settlements = player.settlements.unwrap_or(0);
        checks.note(who.check(&SETTLEMENTS, settlements));
        checks.note(who.check(&CITIES, player.cities));
        let buildings = settlements + player.cities;
        if checks.count() == before && buildings < STARTING_BUILDINGS {
            checks.push(InputError::refused(
                who.path("settlements"),
                Refusal::TooFewBuildings {
                    who: name.clone(),
                    buildings,
                    least: STARTING_BUILDINGS,
                },
            ));
        }
        if checks.note(who.check(&VP_CARDS, player.vp_cards)).is_none() {
            judged.vp_cards = 0;
        }
        if let Some(length) = player.road_length {
            // A holder's road may have been cut below the card's minimum.
            if checks.note(who.check(&ROAD_LENGTH, length)).is_none() {
                judged.road_length = None;
            }
        }
        if let Some(knights) = player.knights {
            let (least, _) = KNIGHTS.bounds().unwrap_or_default();
            let least = if player.largest_army {
                LARGEST_ARMY_MIN
            } else {
                least
            };
            let army = who.check_range(KNIGHTS.key, KNIGHTS.what, knights, least, max_knights);
            if checks.note(army).is_none() {
                judged.knights = None;
            }
        }
        if checks.count() > before {
            continue;
        }
        let mut lines = vec![
            Line::new(
                Item::Settlements {
                    count: settlements,
                    each: SETTLEMENT_POINTS,
                },
                SETTLEMENT_POINTS * settlements,
            ),
            Line::new(
                Item::Cities {
                    count: player.cities,
                    each: CITY_POINTS,
                },
                CITY_POINTS * player.cities,
            ),
        ];
        if player.longest_road {
            lines.push(Line::new(Item::LongestRoad, 2));
        }
        if player.largest_army {
            lines.push(Line::new(Item::LargestArmy, 2));
        }
        if player.vp_cards > 0 {
            lines.push(Line::new(
                Item::VictoryPointCards {
                    count: player.vp_cards,
                },
                player.vp_cards,
            ));
        }
        contenders.push(Contender {
            name,
            total: lines.iter().map(|l| l.points).sum(),
            tie_values: vec![],
        });
        sheets.push((name.clone(), lines));
    }
    let vp_cards: i64 = judged.iter().map(|p| p.vp_cards).sum();
    if vp_cards > 5 {
        checks.push(InputError::refused(
            "players",
            Refusal::VpCardsOverDeck {
                total: vp_cards,
                deck: 5,
            },
        ));
    }
    let knights: i64 = judged.iter().filter_map(|p| p.knights).sum();
    if knights > max_knights {
        let last = judged
            .iter()
            .rposition(|p| p.knights.is_some())
            .unwrap_or(0);
        checks.push(InputError::refused(
            FieldPath::player(last, "knights"),
            Refusal::KnightsOverDeck {
                total: knights,
                deck: max_knights,
            },
        ));
    }
    for card in HELD_CARDS {
        checks.note(check_holder_not_exceeded(&judged, &names, card));
    }
    for card in HELD_CARDS {
        let holders: Vec<&str> = judged
            .iter()
            .zip(&names)
            .filter(|(p, _)| p.holds(card))
            .map(|(_, n)| n.as_str())
            .collect();
        if holders.len() > 1 {
            checks.push(InputError::rule(
                "players",
                card.name(),
                format!(
                    "has one holder, not {} ({})",
                    holders.len(),
                    holders.join(", ")
                ),
            ));
        }
    }

    checks.settle()?;

    let mut ranking = rank(&contenders, &[]);
    let mut warnings = Vec::new();
    if input.highest_score_wins {
        if let Some(ender) = input.ended_by {
            check_ender(&names, &contenders, ender).map_err(Problems::from)?;
        }
        if contenders.iter().all(|c| c.total < WINNING_POINTS) {
            warnings.push(
                super::Warning::CatanNotOver {
                    points: WINNING_POINTS,
                }
                .into(),
            );
        } else if input
            .ended_by
            .is_some_and(|e| !ranking.winners.contains(&e))
        {
            let ender = names[input.ended_by.unwrap_or(0)].clone();
            ranking.tie_break = Some(super::Settled::HighestScoreHouseRule { ender }.into());
        }
    } else if let Some(winner) = input.ended_by {
        check_ender(&names, &contenders, winner).map_err(Problems::from)?;
        let name = &names[winner];
        let total = contenders[winner].total;
        // Whoever reached 10 on their own turn wins outright.
        let others_at_ten: Vec<String> = contenders
            .iter()
            .enumerate()
            .filter(|&(i, c)| i != winner && c.total >= WINNING_POINTS)
            .map(|(_, c)| c.name.to_owned())
            .collect();
        if !others_at_ten.is_empty() {
            warnings.push(
                super::Warning::AlsoAtWinningPoints {
                    others: others_at_ten,
                    winner: name.clone(),
                    points: WINNING_POINTS,
                }
                .into(),
            );
        }
        let level = contenders.iter().filter(|c| c.total == total).count() > 1;
        // The winner first; everyone else behind by total, sharing a rank
        // only with an equal total (Catan has no other tie-break).
        for (i, r) in ranking.ranks.iter_mut().enumerate() {
            *r = if i == winner {
                1
            } else {
                let ahead = contenders
                    .iter()
                    .enumerate()
                    .filter(|&(j, c)| j != winner && c.total > contenders[i].total)
                    .count();
                2 + ahead as u32
            };
        }
        ranking.winners = vec![winner];
        ranking.tie_break = level.then(|| {
            super::Settled::EndedOnOwnTurn {
                winner: name.clone(),
                points: WINNING_POINTS,
            }
            .into()
        });
    } else if contenders.iter().all(|c| c.total < WINNING_POINTS) {
        warnings.push(
            super::Warning::CatanNotOver {
                points: WINNING_POINTS,
            }
            .into(),
        );
    }
    let mut sheet = ScoreSheet::new(sheets, ranking);
    sheet.warnings = warnings;
    Ok(sheet)
}

/// The player who ended the game is at the table and has the 10 points it takes.
fn check_ender(names: &[String], contenders: &[Contender], ender: usize) -> Result<(), InputError> {
    // A usize past i64 wraps negative: still out of range.
    let last = names.len() as i64 - 1;
    check_range(
        "ended_by",
        "The player who ended the game",
        ender as i64,
        0,
        last,
    )?;
    let total = contenders[ender].total;
    if total < WINNING_POINTS {
        return Err(InputError::refused(
            "ended_by",
            Refusal::EnderShort {
                who: names[ender].clone(),
                points: total,
                needed: WINNING_POINTS,
            },
        ));
    }
    Ok(())
}

/// The holder of a card (Longest Road, Largest Army) is refused only when another
/// player who entered a value for it exceeds the holder and has the card's
/// minimum: the card moves to whoever does, so a tie leaves it where it is, and
/// a holder whose road was cut below 5 keeps it while nobody else has 5.
fn check_holder_not_exceeded(
    players: &[PlayerInput],
    names: &[String],
    card: HeldCard,
) -> Result<(), InputError> {
    let Some(holder) = players.iter().position(|p| p.holds(card)) else {
        return Ok(());
    };
    let Some(held) = players[holder].count_for(card) else {
        return Ok(());
    };
    let rival = players
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != holder)
        .filter_map(|(i, p)| p.count_for(card).map(|v| (i, v)))
        .find(|&(_, v)| v > held && v >= card.least());
    match rival {
        Some((i, rival_value)) => Err(InputError::refused(
            FieldPath::player(holder, count_field(card)),
            Refusal::HolderExceeded {
                holder: names[holder].clone(),
                card,
                held,
                rival: names[i].clone(),
                rival_value,
            },
        )),
        None => Ok(()),
    }
}
