//! Gentes final scores after round 6:
//! track + Σ⌈v/2⌉ playable hand − Σ⌈v/2⌉ unplayable hand + ⌊cubes/2⌋ + ⌊coins/10⌋
//! − hourglass penalty; ties to more cards played, then more coins.

use super::Item;
use super::Refusal;
use crate::blank::blanks_that_change_the_ranking;
use crate::form::{Choice, Field, Kind};
use crate::path::FieldPath;
use crate::ranking::{blank_tie_breaks, rank, Better, Contender, TieBreak};
use crate::score::{
    player_names_noted_for, Checks, InputError, Line, PlayerField, Problems, ScoreSheet, MAX_COUNT,
};
use crate::verdict::TieRule;
use crate::GameId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    pub players: Vec<PlayerInput>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    #[serde(default)]
    pub name: String,
    /// Points on the score track. Blank (`None`) scores 0, with a warning
    /// when a count entered there could change a rank or the winner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub track: Option<i64>,
    /// Printed points of each hand card the player could still play.
    #[serde(default)]
    pub playable_hand: Vec<i64>,
    /// Printed points of each hand card the player could not play.
    #[serde(default)]
    pub unplayable_hand: Vec<i64>,
    #[serde(default)]
    pub cubes: i64,
    /// Blank (`None`) scores and ranks as 0, with a warning when it breaks
    /// a tie for first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub coins: Option<i64>,
    /// From the rulebook's table by hourglasses left on the time track; the
    /// values are not in our rules reference, so the player enters them.
    #[serde(default)]
    pub hourglass_penalty: i64,
    /// Civilization cards played (the first tie-break). Blank (`None`)
    /// ranks as 0, with a warning when it breaks a tie for first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards_played: Option<i64>,
    /// 8-point bonus tiles taken (already on the track; listed to check that
    /// each kind went to one player only).
    #[serde(default)]
    pub eight_point_tiles: Vec<BonusTile>,
}

pub(super) const TRACK: Field =
    Field::count("track", "score track", 0, MAX_COUNT).named("Score track", "計分軌");
const HAND_CARD: Kind = Kind::List { min: 0, max: 100 };
pub(super) const PLAYABLE: Field =
    Field::player("playable_hand", "card's printed points", HAND_CARD)
        .named("Playable hand cards (points)", "可打出的手牌（分數）")
        .hinted(
            "Each card's printed points, e.g. 3 2 2.",
            "每張卡印的分數，例如 3 2 2。",
        );
pub(super) const UNPLAYABLE: Field =
    Field::player("unplayable_hand", "card's printed points", HAND_CARD)
        .named("Unplayable hand cards (points)", "無法打出的手牌（分數）")
        .hinted(
            "Each card's printed points, e.g. 3 2 2.",
            "每張卡印的分數，例如 3 2 2。",
        );
pub(super) const CUBES: Field = Field::count("cubes", "cubes", 0, MAX_COUNT).named("Cubes", "方塊");
pub(super) const COINS: Field = Field::count("coins", "coins", 0, MAX_COUNT).named("Coins", "金幣");
pub(super) const HOURGLASS: Field =
    Field::count("hourglass_penalty", "hourglass penalty", 0, MAX_COUNT)
.named("Hourglass penalty", "沙漏扣分")
.hinted(
"Look it up in the rulebook's hourglass table: the points lost for the hourglasses left on the time track.",
"查規則書的沙漏表：時間軌上剩下的沙漏要扣的分數。",
);
pub(super) const CARDS_PLAYED: Field =
    Field::count("cards_played", "cards played", 0, MAX_COUNT).named("Cards played", "已打出的卡");

/// What the pad asks for.
pub const FIELDS: [Field; 8] = [
    TRACK,
    PLAYABLE,
    UNPLAYABLE,
    CUBES,
    COINS,
    HOURGLASS,
    CARDS_PLAYED,
    TILES,
];

/// The 8-point tiles a player took: a box each, in `BonusTile::ALL`'s order.
pub(super) const TILES: Field = Field::player(
    "eight_point_tiles",
    "8-point tile",
    Kind::Several(&TILE_CHOICES),
)
.named("8-point tiles", "8 分板塊")
.hinted_once(
    "Their 8 points are already on the score track: ticking a tile only checks that each went to one player.",
    "這 8 分已經算在計分軌上；打勾只用來核對每種板塊只給了一位玩家。",
);
const TILE_CHOICES: [Choice; 3] = [
    Choice::new(
        "eighth_card",
        "8th card",
        BonusTile::EighthCard.name_zh_tw(),
    ),
    Choice::new(
        "population",
        "18 population",
        BonusTile::Population.name_zh_tw(),
    ),
    Choice::new("sixth_city", "6th city", BonusTile::SixthCity.name_zh_tw()),
];

/// Cubes and coins that make a point at the end (the rest is lost).
const CUBES_PER_POINT: i64 = 2;
const COINS_PER_POINT: i64 = 10;

/// Civilization cards a player must have played to qualify for the 8th-card tile.
pub const EIGHTH_CARD: i64 = 8;

/// The three kinds of bonus tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum BonusTile {
    /// For playing an 8th civilization card.
    EighthCard,
    /// For 18 population.
    Population,
    /// For building a 6th city.
    SixthCity,
}

impl BonusTile {
    pub const ALL: [BonusTile; 3] = [
        BonusTile::EighthCard,
        BonusTile::Population,
        BonusTile::SixthCity,
    ];

    /// The English name the API's sentences use.
    pub const fn name(self) -> &'static str {
        match self {
            BonusTile::EighthCard => "8th-card",
            BonusTile::Population => "population",
            BonusTile::SixthCity => "6th-city",
        }
    }
    /// Its name in Traditional Chinese, as on the pad's box.
    pub const fn name_zh_tw(self) -> &'static str {
        match self {
            BonusTile::EighthCard => "第 8 張卡",
            BonusTile::Population => "人口 18",
            BonusTile::SixthCity => "第 6 座城市",
        }
    }
}

const TIE_BREAKS: [TieBreak; 2] = [
    TieBreak {
        rule: TieRule::Gentes(super::TieRule::CardsPlayed),
        better: Better::Higher,
    },
    TieBreak {
        rule: TieRule::Gentes(super::TieRule::Coins),
        better: Better::Higher,
    },
];

/// Half the printed points, rounded half up.
fn half_up(points: i64) -> i64 {
    (points + 1).div_euclid(2)
}

/// The final scores, or the first problem with the input (the score API's answer).
pub fn score(input: &ScoreInput) -> Result<ScoreSheet, InputError> {
    score_or_every_problem(input).map_err(Problems::into_first)
}

/// The final scores, or every problem with the input at once.
pub fn score_or_every_problem(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let mut sheet = scored(input)?;
    let blank = (0..input.players.len())
        .filter(|&i| input.players[i].track.is_none())
        .map(|i| (i, &TRACK));
    let blanks = blanks_that_change_the_ranking(&sheet, blank, |i, _, most| {
        let mut entered = input.clone();
        entered.players[i].track = Some(most);
        scored(&entered)
    });
    sheet.warnings.extend(blanks);
    Ok(sheet)
}

/// The final scores, without the warnings about a blank score track.
fn scored(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let mut checks = Checks::default();
    let names = player_names_noted_for(
        GameId::Gentes,
        input.players.iter().map(|p| p.name.as_str()),
        &mut checks,
    )?;
    let mut sheets = Vec::new();
    let mut contenders = Vec::new();
    for (index, (player, name)) in input.players.iter().zip(&names).enumerate() {
        let who = PlayerField { index, name };
        let Some(lines) = lines(player, who, &mut checks) else {
            continue;
        };
        contenders.push(Contender {
            name,
            total: lines.iter().map(|l| l.points).sum(),
            tie_values: vec![player.cards_played.unwrap_or(0), player.coins.unwrap_or(0)],
        });
        sheets.push((name.clone(), lines));
    }
    check_eight_point_tiles(input, &names, &mut checks);
    checks.settle()?;
    let blank = |i: usize, k: usize| {
        let player = &input.players[i];
        [player.cards_played, player.coins][k].is_none()
    };
    let blanks = blank_tie_breaks(
        &contenders,
        &TIE_BREAKS,
        &[CARDS_PLAYED.in_sentence(), COINS.in_sentence()],
        blank,
    );
    let mut sheet = ScoreSheet::new(sheets, rank(&contenders, &TIE_BREAKS));
    sheet.warnings.extend(blanks);
    Ok(sheet)
}

/// Each kind has one 8-point tile: the first player to qualify takes it.
fn check_eight_point_tiles(input: &ScoreInput, names: &[String], checks: &mut Checks) {
    let mut taken: Vec<(BonusTile, usize, usize)> = Vec::new();
    for (index, player) in input.players.iter().enumerate() {
        for (k, &tile) in player.eight_point_tiles.iter().enumerate() {
            if let Some(&(_, first, first_k)) = taken.iter().find(|(t, _, _)| *t == tile) {
                checks.push(InputError::refused(
                    FieldPath::player(index, TILES.key).item(k),
                    Refusal::TileTwice {
                        tile,
                        first: names[first].clone(),
                        second: names[index].clone(),
                        first_at: Box::new(FieldPath::player(first, TILES.key).item(first_k)),
                    },
                ));
                continue;
            }
            // Judged by the cards played only once that number is entered
            // and right.
            let played = player
                .cards_played
                .filter(|&played| CARDS_PLAYED.check(played).is_ok());
            let too_few = played.filter(|&played| played < EIGHTH_CARD);
            if let (BonusTile::EighthCard, Some(played)) = (tile, too_few) {
                checks.push(InputError::refused(
                    FieldPath::player(index, TILES.key).item(k),
                    Refusal::EighthCardTileTooEarly {
                        cards_played: played,
                        needed: EIGHTH_CARD,
                    },
                ));
                continue;
            }
            taken.push((tile, index, k));
        }
    }
}

/// A player's lines; `None` when a figure of theirs is refused (noted).
fn lines(player: &PlayerInput, who: PlayerField, checks: &mut Checks) -> Option<Vec<Line>> {
    let before = checks.count();
    for (field, value) in [
        (&TRACK, player.track.unwrap_or(0)),
        (&CUBES, player.cubes),
        (&COINS, player.coins.unwrap_or(0)),
        (&HOURGLASS, player.hourglass_penalty),
        (&CARDS_PLAYED, player.cards_played.unwrap_or(0)),
    ] {
        checks.note(who.check(field, value));
    }
    let mut hand = |field: &Field, cards: &[i64]| -> Vec<i64> {
        checks.note(who.check_each(field, cards));
        cards.iter().map(|&v| half_up(v)).collect()
    };
    let playable = hand(&PLAYABLE, &player.playable_hand);
    let unplayable = hand(&UNPLAYABLE, &player.unplayable_hand);
    if checks.count() > before {
        return None;
    }
    let mut lines = vec![Line::new(Item::ScoreTrack, player.track.unwrap_or(0))];
    if !playable.is_empty() {
        lines.push(Line::new(
            Item::PlayableHand {
                values: player.playable_hand.clone(),
                halves: playable.clone(),
            },
            playable.iter().sum(),
        ));
    }
    if !unplayable.is_empty() {
        lines.push(Line::new(
            Item::UnplayableHand {
                values: player.unplayable_hand.clone(),
                halves: unplayable.clone(),
            },
            -unplayable.iter().sum::<i64>(),
        ));
    }
    lines.push(Line::new(
        Item::Cubes {
            cubes: player.cubes,
            per_point: CUBES_PER_POINT,
        },
        player.cubes / CUBES_PER_POINT,
    ));
    lines.push(Line::new(
        Item::Coins {
            coins: player.coins.unwrap_or(0),
            per_point: COINS_PER_POINT,
        },
        player.coins.unwrap_or(0) / COINS_PER_POINT,
    ));
    if player.hourglass_penalty > 0 {
        lines.push(Line::new(Item::HourglassPenalty, -player.hourglass_penalty));
    }
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Say;

    fn player(name: &str, track: i64) -> PlayerInput {
        PlayerInput {
            name: name.into(),
            track: Some(track),
            ..PlayerInput::default()
        }
    }

    fn score_of(players: Vec<PlayerInput>) -> Result<ScoreSheet, InputError> {
        score(&ScoreInput { players })
    }

    #[test]
    fn half_points_round_half_up() {
        assert_eq!([0, 1, 2, 3, 7, 8].map(half_up), [0, 1, 1, 2, 4, 4]);
    }

    #[test]
    fn every_part_of_the_formula() {
        let mut ann = player("Ann", 80);
        ann.playable_hand = vec![5, 4]; // +3 +2
        ann.unplayable_hand = vec![3]; // −2
        ann.cubes = 7; // +3
        ann.coins = Some(29); // +2
        ann.hourglass_penalty = 4; // −4
        let sheet = score_of(vec![ann, player("Bo", 10)]).unwrap();
        assert_eq!(sheet.players[0].total, 80 + 5 - 2 + 3 + 2 - 4);
        let labels: Vec<String> = sheet.players[0]
            .breakdown
            .iter()
            .map(|l| l.item.to_string())
            .collect();
        assert_eq!(
            labels,
            [
                "Score track",
                "Playable hand cards 5+4, each halved and rounded up: 3+2",
                "Unplayable hand cards 3, each halved and rounded up: 2",
                "Cubes 7 ÷ 2",
                "Coins 29 ÷ 10",
                "Hourglass penalty (entered from the rulebook)"
            ]
        );
    }

    #[test]
    fn ties_go_to_cards_played_then_coins_then_shared() {
        let mut ann = player("Ann", 50);
        ann.cards_played = Some(9);
        let mut bo = player("Bo", 50);
        bo.cards_played = Some(11);
        let sheet = score_of(vec![ann.clone(), bo]).unwrap();
        assert_eq!(sheet.winners, ["Bo"]);

        let mut cy = player("Cy", 50);
        cy.cards_played = Some(9);
        cy.coins = Some(9); // same points (0 from coins), more coins
        let sheet = score_of(vec![ann.clone(), cy]).unwrap();
        assert_eq!(sheet.winners, ["Cy"]);
        assert_eq!(
            sheet.tie_break.as_ref().map(ToString::to_string).as_deref(),
            Some("Ann and Cy tied on 50 points; by civilization cards played: Ann 9, Cy 9; by coins: Ann 0, Cy 9.")
        );

        let mut twin = ann.clone();
        twin.name = "Di".into();
        let sheet = score_of(vec![ann, twin]).unwrap();
        assert_eq!(sheet.winners, ["Ann", "Di"]);
    }

    #[test]
    fn a_blank_count_that_breaks_a_tie_for_first_is_a_warning() {
        // Ann's cards played left blank counts 0 and loses "more cards
        // played" to Bo's 7: said, since it decides first place.
        let mut bo = player("Bo", 40);
        bo.cards_played = Some(7);
        let sheet = score_of(vec![player("Ann", 40), bo.clone()]).unwrap();
        assert_eq!(sheet.winners, ["Bo"]);
        let said: Vec<String> = sheet.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            ["First place is tied, and Ann's cards played breaks it, but it is blank: counted as 0 until it is entered."]
        );
        assert_eq!(
            sheet.warnings[0].say(crate::words::Language::TraditionalChinese),
            "第一名平手，要比已打出的卡，但Ann的還沒填：暫時以 0 計。"
        );
        // Coins are taken only when the cards played tie too.
        let mut ann = player("Ann", 40);
        ann.cards_played = Some(6);
        let sheet = score_of(vec![ann.clone(), bo.clone()]).unwrap();
        assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
        ann.cards_played = Some(7);
        bo.coins = Some(3);
        let sheet = score_of(vec![ann.clone(), bo.clone()]).unwrap();
        assert_eq!(sheet.winners, ["Bo"]);
        let said: Vec<String> = sheet.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            ["First place is tied, and Ann's coins breaks it, but it is blank: counted as 0 until it is entered."]
        );
        // Entered, 0 included, it is silent; so is a blank below first place.
        ann.coins = Some(0);
        let sheet = score_of(vec![ann, bo, player("Cy", 12)]).unwrap();
        assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
        assert!(!sheet.not_over());
    }

    /// Issue 62.6: a score track left blank scores 0; when a count entered
    /// there could change a rank or the winner, the result names the player
    /// (a pad asks before saving it so), in both languages.
    #[test]
    fn a_blank_score_track_is_0_and_is_named_when_it_could_change_the_ranking() {
        let blank = |name: &str| PlayerInput {
            name: name.into(),
            ..PlayerInput::default()
        };
        // 小胖's track blank: 阿強 wins on 40, and entering it could change that.
        let sheet = score_of(vec![blank("小胖"), player("阿強", 40)]).unwrap();
        assert_eq!(sheet.players[0].total, 0);
        assert_eq!(sheet.winners, ["阿強"]);
        assert!(sheet.has_a_blank_that_matters());
        let said: Vec<String> = sheet.warnings.iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            ["小胖's count of score track is blank: counted as 0 until it is entered, and entering it can change the ranking."]
        );
        assert_eq!(
            sheet.warnings[0].say(crate::words::Language::TraditionalChinese),
            "小胖的計分軌還沒填：暫時以 0 計，填入後名次可能改變。"
        );
        // The only leader's blank track: more points only widen the lead.
        let mut leader = blank("Ann");
        leader.playable_hand = vec![9];
        let sheet = score_of(vec![leader, player("Bo", 0)]).unwrap();
        assert_eq!(sheet.winners, ["Ann"]);
        assert!(!sheet.has_a_blank_that_matters(), "{:?}", sheet.warnings);
        // Entered, 0 included, it is silent.
        let sheet = score_of(vec![player("小胖", 0), player("阿強", 40)]).unwrap();
        assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
    }

    #[test]
    fn blank_coins_score_nothing_and_blank_cards_played_let_the_eighth_card_tile_be() {
        let mut ann = player("Ann", 30);
        ann.eight_point_tiles = vec![BonusTile::EighthCard];
        let sheet = score_of(vec![ann, player("Bo", 10)]).unwrap();
        assert_eq!(sheet.players[0].total, 30);
        assert!(sheet.warnings.is_empty());
    }

    #[test]
    fn each_eight_point_tile_goes_to_one_player() {
        let mut ann = player("Ann", 10);
        ann.eight_point_tiles = vec![BonusTile::Population, BonusTile::SixthCity];
        let mut bo = player("Bo", 10);
        bo.eight_point_tiles = vec![BonusTile::EighthCard];
        bo.cards_played = Some(8);
        assert!(score_of(vec![ann.clone(), bo.clone()]).is_ok());
        bo.eight_point_tiles.push(BonusTile::Population);
        let error = score_of(vec![ann.clone(), bo]).unwrap_err();
        assert_eq!(error.field(), "players[1].eight_point_tiles[1]");
        // Both claims are named, so a page can mark both players' tiles.
        let InputError::Refused {
            refusal: crate::Refusal::Gentes(Refusal::TileTwice { first_at, .. }),
            ..
        } = &error
        else {
            panic!("expected the tile refused, got {error:?}")
        };
        assert_eq!(**first_at, "players[0].eight_point_tiles[0]");
        assert_eq!(error.other_field(), Some(&**first_at));
        assert_eq!(
            error.to_string(),
            "The population 8-point tile is ticked for both Ann and Bo: each kind has only one, taken by the first player to qualify (its points are already on the track)"
        );
        ann.eight_point_tiles.push(BonusTile::SixthCity);
        let error = score_of(vec![ann, player("Bo", 1)]).unwrap_err();
        assert_eq!(error.field(), "players[0].eight_point_tiles[2]");
        // One player's own list: the earlier entry of the same tile is marked too.
        assert_eq!(
            error.other_field().map(ToString::to_string).as_deref(),
            Some("players[0].eight_point_tiles[1]")
        );
        assert_eq!(
            error.to_string(),
            "The 6th-city 8-point tile is listed twice for Ann: each kind has only one 8-point tile"
        );
    }

    #[test]
    fn the_eighth_card_tile_needs_eight_cards_played() {
        let mut bo = player("Bo", 10);
        bo.eight_point_tiles = vec![BonusTile::EighthCard];
        bo.cards_played = Some(7);
        let error = score_of(vec![player("Ann", 1), bo.clone()]).unwrap_err();
        assert_eq!(error.field(), "players[1].eight_point_tiles[0]");
        assert_eq!(
            error.to_string(),
            "The 8-point tile for the 8th card played needs 8 civilization cards played, but 7 are entered"
        );
        bo.cards_played = Some(8);
        assert!(score_of(vec![player("Ann", 1), bo]).is_ok());
    }

    #[test]
    fn negative_or_missing_values_are_refused() {
        let mut ann = player("Ann", 10);
        ann.unplayable_hand = vec![-3];
        assert_eq!(
            score_of(vec![ann, player("Bo", 1)]).unwrap_err().field(),
            "players[0].unplayable_hand[0]"
        );
        let mut bo = player("Bo", 10);
        bo.hourglass_penalty = -1;
        assert_eq!(
            score_of(vec![player("Ann", 1), bo]).unwrap_err().field(),
            "players[1].hourglass_penalty"
        );
    }
}
