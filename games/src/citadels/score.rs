//! Citadels final scores: district costs (+1 beautified), +3 for all five types,
//! +4 first complete city / +2 other complete cities, and district effects.

use super::data::{self, District, DistrictType, Edition};
use super::setup::complete_at;
use super::Refusal;
use super::{Effect, Item};
use crate::form::{Choice, Field, Kind};
use crate::path::FieldPath;
use crate::ranking::{blank_tie_breaks, rank, Better, Contender, TieBreak};
use crate::score::{
    player_names_noted, Checks, InputError, Line, PlayerField, Problems, ScoreSheet, MAX_COUNT,
};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    pub edition: Edition,
    pub players: Vec<PlayerInput>,
    /// Districts that make a complete city, when the table plays another number.
    #[serde(default)]
    pub complete_at: Option<i64>,
    /// Classic has no tie-break in its rulebook: shared unless the table uses most gold.
    #[serde(default)]
    pub classic_tie_break: ClassicTieBreak,
}

pub(super) const GOLD: Field = Field::count("gold", "gold", 0, MAX_COUNT).named("Gold", "金幣");
pub(super) const CARDS_IN_HAND: Field =
    Field::count("cards_in_hand", "cards in hand", 0, MAX_COUNT).named("Cards in hand", "手牌數");
pub(super) const HIGHEST_RANK: Field =
    Field::count("highest_rank_last_round", "highest rank revealed", 1, 9)
        .only_in(Edition::Y2016.id())
        .named(
            "Highest rank revealed in the last round",
            "最後一輪展示的最高角色順位",
        )
        .hinted(
            "The rank of the highest character this player revealed; it breaks a tie.",
            "這位玩家展示的最高角色順位；用於平手判定。",
        );
pub(super) const COMPLETE_AT: Field = Field::table(
    "complete_at",
    "Districts for a complete city",
    Kind::Count { min: 1, max: 20 },
)
.named("Districts for a complete city", "完成城市所需的區域數")
.hinted(
"Empty: the rulebook's number for this edition and table. Some translations play the classic 3-player game to 10.",
"留空：依規則書對此版本與人數的數字。部分翻譯版的經典版 3 人局以 10 個區域結束。",
);

/// What the pad asks for. The edition comes first: it decides the deck list.
pub const FIELDS: [Field; 10] = [
    EDITION,
    DISTRICTS,
    GOLD,
    CARDS_IN_HAND,
    SECRET_VAULT,
    HIGHEST_RANK,
    CROWN,
    FIRST_COMPLETE,
    COMPLETE_AT,
    TIE_BREAK,
];
pub(super) const EDITION: Field =
    Field::table("edition", "edition", Kind::Edition(&EDITIONS)).named("Edition", "版本");
/// Classic first: the edition until another is chosen.
const EDITIONS: [Choice; 2] = [
    Choice::new(Edition::Classic.id(), "Classic", "經典版"),
    Choice::new(Edition::Y2016.id(), "2016", "2016 版"),
];
pub(super) const DISTRICTS: Field = Field::player("districts", "districts", Kind::Districts);
pub(super) const SECRET_VAULT: Field = Field::player("secret_vault", "Secret Vault", Kind::Flag)
    .only_in(Edition::Y2016.id())
    .only_with("Secret Vault")
    .named("Secret Vault revealed from hand", "從手牌展示密室金庫");
pub(super) const CROWN: Field =
    Field::player("crown", "crown", Kind::Holder).named("Crown at the end", "遊戲結束時持有皇冠");
pub(super) const FIRST_COMPLETE: Field =
    Field::player("first_complete", "first complete city", Kind::Holder)
        .named("First to complete a city", "第一個完成城市");
/// Classic has no tie-break in its rulebook; some tables break ties by gold.
pub(super) const TIE_BREAK: Field = Field::table(
    "classic_tie_break",
    "classic tie-break",
    Kind::OneOf(&TIE_BREAK_CHOICES),
)
.only_in(Edition::Classic.id())
.named("A tie in the classic game", "經典版平手時");
/// In `ClassicTieBreak::ALL`'s order.
const TIE_BREAK_CHOICES: [Choice; 2] = [
    Choice::new("shared", "Shared (the rulebook)", "共享勝利（規則書）"),
    Choice::new(
        "most_gold",
        "Most gold wins (house rule)",
        "金幣最多者勝（家規）",
    ),
];

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ClassicTieBreak {
    #[default]
    Shared,
    MostGold,
}

impl ClassicTieBreak {
    pub const ALL: [ClassicTieBreak; 2] = [ClassicTieBreak::Shared, ClassicTieBreak::MostGold];
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub districts: Vec<BuiltDistrict>,
    /// Blank (`None`) counts as 0, with a warning when a district scores by it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gold: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards_in_hand: Option<i64>,
    /// 2016: Secret Vault revealed from hand at the end.
    #[serde(default)]
    pub secret_vault: bool,
    #[serde(default)]
    pub crown: bool,
    #[serde(default)]
    pub first_complete: bool,
    /// 2016 tie-break: rank of the highest character revealed in the last round.
    #[serde(default)]
    pub highest_rank_last_round: Option<i64>,
}

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct BuiltDistrict {
    pub name: String,
    /// 2016: beautified by the Artist (+1 cost and points).
    #[serde(default)]
    pub beautified: bool,
    /// 2016 Haunted Quarter, classic Haunted City: the type it counts as; left
    /// out, the best is chosen.
    #[serde(default)]
    pub counts_as: Option<DistrictType>,
    /// Classic Haunted City built in the last round is no wildcard.
    #[serde(default)]
    pub built_last_round: bool,
    /// 2016 Museum: cards tucked under it.
    #[serde(default)]
    pub cards_under: Option<i64>,
}

/// A built district with its card looked up.
struct Built<'a> {
    card: District,
    input: &'a BuiltDistrict,
}

impl Built<'_> {
    fn value(&self) -> i64 {
        i64::from(self.card.cost) + i64::from(self.input.beautified)
    }

    /// A haunted district counts as a type of the player's choice, unless (the
    /// classic Haunted City) it was built in the last round.
    fn takes_any_type(&self) -> bool {
        self.card.takes_any_type() && !self.input.built_last_round
    }
}

/// The final scores, or the first problem with the input (the score API's answer).
pub fn score(input: &ScoreInput) -> Result<ScoreSheet, InputError> {
    score_or_every_problem(input).map_err(Problems::into_first)
}

/// The final scores, or every problem with the input at once.
pub fn score_or_every_problem(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let edition = input.edition;
    let mut checks = Checks::default();
    let names = player_names_noted(
        input.players.iter().map(|p| p.name.as_str()),
        2,
        edition.max_players(),
        &mut checks,
    )?;
    let players = names.len() as u8;
    let rulebook = complete_at(edition, players, false).into();
    // A size that cannot be used is noted, and the rulebook's judges the rest.
    let threshold = match input.complete_at {
        Some(n) => checks.note(COMPLETE_AT.check(n)).map_or(rulebook, |()| n),
        None => rulebook,
    };

    // Each seat's city, `None` where it cannot be read: the deck and the
    // table's marks are judged over the cities that can.
    let read: Vec<Option<Vec<Built>>> = input
        .players
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(index, (player, name))| {
            let who = PlayerField { index, name };
            read_city(edition, input.players.len(), player, who, &mut checks)
        })
        .collect();
    checks.note(check_deck_copies(edition, read.iter().flatten()));
    if edition == Edition::Y2016 {
        checks.note(check_ranks_apart(input, &names));
    }
    let complete: Vec<Option<bool>> = read
        .iter()
        .map(|city| {
            let city = city.as_ref()?;
            Some(city_size(edition, city.iter().map(|b| b.card.name)) >= threshold)
        })
        .collect();
    check_table_flags(input, &names, &complete, threshold, &mut checks);
    checks.settle()?;
    let cities: Vec<Vec<Built>> = read.into_iter().flatten().collect();
    let complete: Vec<bool> = complete.into_iter().flatten().collect();

    // Marked, or the one complete city (nobody else can have been first).
    let first = input.players.iter().position(|p| p.first_complete).or(
        match complete.iter().filter(|&&c| c).count() {
            1 => complete.iter().position(|&c| c),
            _ => None,
        },
    );

    let mut sheets = Vec::new();
    let mut contenders = Vec::new();
    for (index, (((player, name), city), &is_complete)) in input
        .players
        .iter()
        .zip(&names)
        .zip(&cities)
        .zip(&complete)
        .enumerate()
    {
        let lines = best_lines(edition, player, city, is_complete, first == Some(index));
        let tie_value = match (edition, input.classic_tie_break) {
            (Edition::Y2016, _) => player.highest_rank_last_round.unwrap_or(0),
            (Edition::Classic, _) => player.gold.unwrap_or(0),
        };
        contenders.push(Contender {
            name,
            total: lines.iter().map(|l| l.points).sum(),
            tie_values: vec![tie_value],
        });
        sheets.push((name.clone(), lines));
    }
    let tie_breaks: &[TieBreak] = match (edition, input.classic_tie_break) {
        (Edition::Y2016, _) => &[TieBreak {
            rule: crate::TieRule::Citadels(super::TieRule::HighestRank),
            better: Better::Higher,
        }],
        (Edition::Classic, ClassicTieBreak::MostGold) => &[TieBreak {
            rule: crate::TieRule::Citadels(super::TieRule::MostGold),
            better: Better::Higher,
        }],
        (Edition::Classic, ClassicTieBreak::Shared) => &[],
    };
    if edition == Edition::Y2016 {
        checks.note(ask_rank_where_it_breaks_first(input, &contenders));
        checks.settle()?;
    }
    let ranking = rank(&contenders, tie_breaks);
    let mut sheet = ScoreSheet::new(sheets, ranking);
    if edition == Edition::Y2016
        && sheet.tie_break.is_some()
        && input
            .players
            .iter()
            .any(|p| p.highest_rank_last_round.is_none())
    {
        sheet.warnings.push(super::Warning::RankNeeded.into());
    }
    sheet.warnings.extend(blank_counts(input).map(Into::into));
    if (edition, input.classic_tie_break) == (Edition::Classic, ClassicTieBreak::MostGold) {
        let blank = |i: usize, _| input.players[i].gold.is_none();
        let gold = [GOLD.in_sentence()];
        sheet
            .warnings
            .extend(blank_tie_breaks(&contenders, tie_breaks, &gold, blank));
    }
    Ok(sheet)
}

/// The highest character rank a table of `players` deals (the setup's rule:
/// no rank 9 with two players).
fn highest_rank_in_play(players: usize) -> i64 {
    let (_, nine) = HIGHEST_RANK.bounds().unwrap_or_default();
    match super::setup::can_deal_rank_nine(players) {
        true => nine,
        false => nine - 1,
    }
}

/// Each rank is one character, revealed by one player: two players cannot
/// both have revealed the same rank last. Refused at the second one's field.
fn check_ranks_apart(input: &ScoreInput, names: &[String]) -> Result<(), InputError> {
    for (index, player) in input.players.iter().enumerate() {
        let Some(rank) = player.highest_rank_last_round else {
            continue;
        };
        let earlier = input.players[..index]
            .iter()
            .position(|p| p.highest_rank_last_round == Some(rank));
        if let Some(first) = earlier {
            return Err(InputError::refused(
                FieldPath::player(index, HIGHEST_RANK.key),
                Refusal::SameRankTwice {
                    first: names[first].clone(),
                    second: names[index].clone(),
                    rank,
                },
            ));
        }
    }
    Ok(())
}

/// A district that scores by a count its player left blank: a warning naming
/// the player, the district and the count, since entering it can change the
/// total (and the winner).
fn blank_counts(input: &ScoreInput) -> impl Iterator<Item = super::Warning> + '_ {
    input.players.iter().flat_map(|player| {
        let built = |district: &str| player.districts.iter().find(|d| d.name == district);
        [
            (
                "Imperial Treasury",
                GOLD.in_sentence(),
                built("Imperial Treasury").is_some() && player.gold.is_none(),
            ),
            (
                "Map Room",
                CARDS_IN_HAND.in_sentence(),
                built("Map Room").is_some() && player.cards_in_hand.is_none(),
            ),
            (
                "Museum",
                CARDS_UNDER,
                built("Museum").is_some_and(|museum| museum.cards_under.is_none()),
            ),
        ]
        .into_iter()
        .filter(|(_, _, blank)| *blank)
        .map(|(district, field, _)| super::Warning::BlankCount {
            player: player.name.clone(),
            district,
            field,
        })
    })
}

/// The Museum's count, as a sentence names it.
const CARDS_UNDER: crate::words::Words = crate::words::Words::new("cards under it", "其下的卡牌數");

/// 2016: first place tied (on points above nothing) and a tied player's
/// highest rank revealed in the last round blank: that rank is what names the
/// winner, so it is asked for at the first such player's field rather than
/// counted as 0. Ties below first are broken by the ranks given (a blank one
/// as the lowest) and said by the warning.
fn ask_rank_where_it_breaks_first(
    input: &ScoreInput,
    contenders: &[Contender],
) -> Result<(), InputError> {
    let Some(best) = contenders.iter().map(|c| c.total).max() else {
        return Ok(());
    };
    let tied: Vec<usize> = (0..contenders.len())
        .filter(|&i| contenders[i].total == best)
        .collect();
    if tied.len() < 2 || best <= 0 {
        return Ok(());
    }
    match tied
        .iter()
        .find(|&&i| input.players[i].highest_rank_last_round.is_none())
    {
        None => Ok(()),
        Some(&who) => Err(InputError::refused(
            FieldPath::player(who, "highest_rank_last_round"),
            Refusal::RankBreaksTie {
                who: contenders[who].name.to_owned(),
                tied_with: tied
                    .iter()
                    .filter(|&&i| i != who)
                    .map(|&i| contenders[i].name.to_owned())
                    .collect(),
            },
        )),
    }
}

/// A player's city; `None` when a figure of theirs or a district cannot be
/// used (its problem noted).
fn read_city<'a>(
    edition: Edition,
    players: usize,
    player: &'a PlayerInput,
    who: PlayerField,
    checks: &mut Checks,
) -> Option<Vec<Built<'a>>> {
    let before = checks.count();
    checks.note(who.check(&GOLD, player.gold.unwrap_or(0)));
    checks.note(who.check(&CARDS_IN_HAND, player.cards_in_hand.unwrap_or(0)));
    if let Some(rank) = player.highest_rank_last_round {
        checks.note(who.check(&HIGHEST_RANK.up_to(highest_rank_in_play(players)), rank));
    }
    if player.secret_vault && edition == Edition::Classic {
        checks.push(who.rule(
            "secret_vault",
            "Secret Vault",
            "exists only in the 2016 edition",
        ));
    }
    let city = checks.note(read_districts(edition, player, who));
    city.filter(|_| checks.count() == before)
}

/// A player's built districts, or the first one that cannot be in their city.
fn read_districts<'a>(
    edition: Edition,
    player: &'a PlayerInput,
    who: PlayerField,
) -> Result<Vec<Built<'a>>, InputError> {
    let mut city = Vec::new();
    for (i, district) in player.districts.iter().enumerate() {
        let field = who.path("districts").item(i);
        let card = data::find_district(edition, &district.name).ok_or_else(|| {
            InputError::refused(
                field.clone(),
                Refusal::DistrictNotInEdition {
                    who: who.name.to_owned(),
                    name: district.name.clone(),
                    edition,
                },
            )
        })?;
        if card.name == "Secret Vault" {
            return Err(who.rule_at(
                field.clone(),
                "Secret Vault",
                "can never be built; mark it as revealed from hand instead",
            ));
        }
        let extras = card.extras(edition);
        if district.beautified && !extras.beautified {
            return Err(who.rule_at(
                field.clone(),
                card.name,
                "cannot be beautified: the Artist is a 2016 character",
            ));
        }
        if district.built_last_round && !extras.built_last_round {
            return Err(InputError::refused(
                field.clone(),
                Refusal::NotBuiltLastFlag {
                    who: who.name.to_owned(),
                    district: card.name,
                },
            ));
        }
        if district.counts_as.is_some() && !extras.counts_as {
            return Err(who.rule_at(
                field.clone(),
                card.name,
                "cannot count as another type: only the Haunted Quarter (2016) and the Haunted City (classic) do",
            ));
        }
        if district.counts_as.is_some() && district.built_last_round {
            return Err(InputError::refused(
                field.clone(),
                Refusal::HauntedBuiltLast {
                    who: who.name.to_owned(),
                    district: card.name,
                },
            ));
        }
        match district.cards_under {
            Some(_) if !extras.cards_under => {
                return Err(who.rule_at(
                    field.clone(),
                    card.name,
                    "cannot have cards under it: only the Museum does",
                ));
            }
            Some(n) => who.check_range_at(
                field.clone().part("cards_under"),
                "cards under the Museum",
                n,
                0,
                MAX_COUNT,
            )?,
            None => {}
        }
        city.push(Built {
            card,
            input: district,
        });
    }
    let quarry = has_quarry(edition, city.iter().map(|b| b.card.name));
    for (i, built) in city.iter().enumerate() {
        if !quarry
            && city[..i]
                .iter()
                .any(|other| other.card.name == built.card.name)
        {
            return Err(InputError::refused(
                FieldPath::player(who.index, "districts").item(i),
                Refusal::BuiltTwice {
                    who: who.name.to_owned(),
                    district: built.card.name,
                },
            ));
        }
    }
    Ok(city)
}

/// Districts towards completion, given their deck names: the 2016 Monument counts
/// as two.
pub fn city_size<'a>(edition: Edition, names: impl Iterator<Item = &'a str>) -> i64 {
    let mut size = 0;
    for name in names {
        size += 1 + i64::from(edition == Edition::Y2016 && name == "Monument");
    }
    size
}

/// 2016: the Quarry allows duplicate districts in its city.
fn has_quarry<'a>(edition: Edition, mut names: impl Iterator<Item = &'a str>) -> bool {
    edition == Edition::Y2016 && names.any(|name| name == "Quarry")
}

/// Whether `district` can still be built in a city of `own` districts while the
/// table's cities hold `everywhere` (this one included): it can be built at all
/// (never the Secret Vault), the deck has a copy left, and the city has none yet
/// unless the 2016 Quarry allows it. The same rules [`score`] checks.
pub fn can_build(edition: Edition, district: &District, own: &[&str], everywhere: &[&str]) -> bool {
    why_not_buildable(edition, district, own, everywhere).is_none()
}

/// Why a district cannot be built in a city, for a list that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unbuildable {
    /// Never built: the Secret Vault.
    NeverBuilt,
    /// The city has it already (and no 2016 Quarry).
    InThisCity,
    /// Every copy of the deck is in a city.
    NoneLeft,
}

/// [`can_build`]'s answer with its reason: `None` when it can be built.
pub fn why_not_buildable(
    edition: Edition,
    district: &District,
    own: &[&str],
    everywhere: &[&str],
) -> Option<Unbuildable> {
    let copies_built = everywhere.iter().filter(|&&n| n == district.name).count();
    if district.cost == 0 {
        Some(Unbuildable::NeverBuilt)
    } else if own.contains(&district.name) && !has_quarry(edition, own.iter().copied()) {
        Some(Unbuildable::InThisCity)
    } else if copies_built >= usize::from(district.copies) {
        Some(Unbuildable::NoneLeft)
    } else {
        None
    }
}

fn check_deck_copies<'a>(
    edition: Edition,
    cities: impl Iterator<Item = &'a Vec<Built<'a>>> + Clone,
) -> Result<(), InputError> {
    for card in data::deck(edition) {
        let used = cities
            .clone()
            .flatten()
            .filter(|b| b.card.name == card.name)
            .count();
        if used > usize::from(card.copies) {
            return Err(InputError::refused(
                "players",
                Refusal::CopiesOverDeck {
                    district: card.name,
                    used,
                    copies: card.copies,
                },
            ));
        }
    }
    Ok(())
}

fn check_table_flags(
    input: &ScoreInput,
    names: &[String],
    complete: &[Option<bool>],
    threshold: i64,
    checks: &mut Checks,
) {
    let crowns = input.players.iter().filter(|p| p.crown).count();
    if crowns > 1 {
        checks.push(InputError::rule(
            "players",
            "The crown",
            format!("is marked for {crowns} players; only one can hold it"),
        ));
    }
    // The deck has one Secret Vault: a second player cannot reveal it too.
    let mut vaults = input
        .players
        .iter()
        .enumerate()
        .filter(|(_, p)| p.secret_vault);
    if let (Some((first, _)), Some((second, _))) = (vaults.next(), vaults.next()) {
        checks.push(InputError::refused(
            FieldPath::player(second, "secret_vault"),
            Refusal::SecondSecretVault {
                first: names[first].clone(),
                second: names[second].clone(),
            },
        ));
    }
    for (index, player) in input.players.iter().enumerate() {
        if player.first_complete && complete[index] == Some(false) {
            checks.push(InputError::refused(
                FieldPath::player(index, "first_complete"),
                Refusal::FirstNotComplete {
                    who: names[index].clone(),
                    threshold,
                },
            ));
        }
    }
    let firsts = input.players.iter().filter(|p| p.first_complete).count();
    if firsts > 1 {
        checks.push(InputError::rule(
            "players",
            "First to complete",
            format!("is marked for {firsts} players; only one can be first"),
        ));
    }
    // One complete city is its builder's first: asked only among several.
    let completed: Vec<usize> = (0..complete.len())
        .filter(|&index| complete[index] == Some(true))
        .collect();
    if firsts == 0 && completed.len() > 1 {
        checks.push(InputError::refused(
            FieldPath::player(completed[0], "first_complete"),
            Refusal::FirstNotMarked {
                complete: completed.iter().map(|&i| names[i].clone()).collect(),
            },
        ));
    }
}

/// Scores the city, choosing the haunted district's type for the player when they
/// did not: the choice is theirs at game end, and the best one is obvious.
fn best_lines(
    edition: Edition,
    player: &PlayerInput,
    city: &[Built],
    complete: bool,
    first: bool,
) -> Vec<Line> {
    // Built in the last round, the classic Haunted City is special and nothing else.
    let haunted = city.iter().find(|b| b.takes_any_type());
    let choices: Vec<DistrictType> = match haunted {
        Some(b) => match b.input.counts_as {
            Some(kind) => vec![kind],
            // Its own type first, so a choice that changes nothing keeps it unique.
            None => [
                DistrictType::Unique,
                DistrictType::Noble,
                DistrictType::Religious,
                DistrictType::Trade,
                DistrictType::Military,
            ]
            .to_vec(),
        },
        _ => vec![DistrictType::Unique],
    };
    let mut best: Option<(i64, Vec<Line>)> = None;
    for haunted_as in choices {
        let mut lines = lines(edition, player, city, (complete, first), haunted_as);
        if let Some(b) = haunted {
            debug_assert!(b.takes_any_type());
            lines.push(Line::new(
                Item::HauntedAs {
                    edition,
                    kind: haunted_as,
                },
                0,
            ));
        }
        let total: i64 = lines.iter().map(|l| l.points).sum();
        if best.as_ref().is_none_or(|(b, _)| total > *b) {
            best = Some((total, lines));
        }
    }
    best.map(|(_, lines)| lines).unwrap_or_default()
}

/// `(complete, first)`: whether the city is complete, and its builder first
/// to complete one (marked, or the only complete city).
fn lines(
    edition: Edition,
    player: &PlayerInput,
    city: &[Built],
    (complete, first): (bool, bool),
    haunted_as: DistrictType,
) -> Vec<Line> {
    let kind_of = |b: &Built| {
        if b.takes_any_type() {
            haunted_as
        } else {
            b.card.kind
        }
    };
    let has = |name: &str| city.iter().any(|b| b.card.name == name);
    let mut lines = Vec::new();

    let costs: Vec<i64> = city.iter().map(|b| i64::from(b.card.cost)).collect();
    let paid = costs.iter().sum();
    lines.push(Line::new(Item::Districts { costs }, paid));
    let beautified = city.iter().filter(|b| b.input.beautified).count() as i64;
    if beautified > 0 {
        lines.push(Line::new(
            Item::Beautified { count: beautified },
            beautified,
        ));
    }

    let kinds: Vec<DistrictType> = city.iter().map(kind_of).collect();
    if DistrictType::ALL.iter().all(|k| kinds.contains(k)) {
        lines.push(Line::new(Item::AllTypes, 3));
    }

    if complete {
        lines.push(Line::new(
            Item::Completed { first },
            if first { 4 } else { 2 },
        ));
    }

    match edition {
        Edition::Classic => {
            for name in ["Dragon Gate", "University"] {
                if has(name) {
                    lines.push(Line::new(Item::ScoresEight { district: name }, 2));
                }
            }
        }
        Edition::Y2016 => lines.extend(effects_2016(player, city, &kinds, haunted_as)),
    }
    lines
}

fn effects_2016(
    player: &PlayerInput,
    city: &[Built],
    kinds: &[DistrictType],
    haunted_as: DistrictType,
) -> Vec<Line> {
    let has = |name: &str| city.iter().any(|b| b.card.name == name);
    let uniques: Vec<&str> = city
        .iter()
        .filter(|b| {
            b.card.kind == DistrictType::Unique
                && (b.card.name != "Haunted Quarter" || haunted_as == DistrictType::Unique)
        })
        .map(|b| b.card.name)
        .collect();
    let mut lines = Vec::new();
    // An effect's line is keyed by its district's deck name, so a page can name it.
    let mut effect = |effect: Effect, points: i64| {
        if has(effect.district()) {
            lines.push(Line::new(Item::Effect(effect), points));
        }
    };
    let odd = city.iter().filter(|b| b.value() % 2 == 1).count() as i64;
    effect(Effect::Basilica { odd }, odd);
    let three_of_a_kind = DistrictType::ALL
        .iter()
        .any(|k| kinds.iter().filter(|x| *x == k).count() >= 3);
    effect(Effect::Capitol, if three_of_a_kind { 3 } else { 0 });
    effect(Effect::DragonGate, 2);
    let gold = player.gold.unwrap_or(0);
    effect(Effect::ImperialTreasury { gold }, gold);
    effect(
        Effect::IvoryTower,
        if uniques == ["Ivory Tower"] { 5 } else { 0 },
    );
    effect(
        Effect::MapRoom {
            cards: player.cards_in_hand.unwrap_or(0),
        },
        player.cards_in_hand.unwrap_or(0),
    );
    let under = city
        .iter()
        .find(|b| b.card.name == "Museum")
        .and_then(|b| b.input.cards_under)
        .unwrap_or(0);
    effect(Effect::Museum { under }, under);
    effect(Effect::Statue, if player.crown { 5 } else { 0 });
    let unique_count = uniques.len() as i64;
    effect(
        Effect::WishingWell {
            uniques: unique_count,
        },
        unique_count,
    );
    lines.retain(|line| line.points != 0);
    if player.secret_vault {
        lines.push(Line::new(Item::Effect(Effect::SecretVault), 3));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::{Language, Say};

    fn built(names: &[&str]) -> Vec<BuiltDistrict> {
        names
            .iter()
            .map(|n| BuiltDistrict {
                name: (*n).into(),
                ..BuiltDistrict::default()
            })
            .collect()
    }

    fn player(name: &str, districts: &[&str]) -> PlayerInput {
        PlayerInput {
            name: name.into(),
            districts: built(districts),
            ..PlayerInput::default()
        }
    }

    fn input(edition: Edition, players: Vec<PlayerInput>) -> ScoreInput {
        ScoreInput {
            edition,
            players,
            complete_at: None,
            classic_tie_break: ClassicTieBreak::Shared,
        }
    }

    fn total(sheet: &ScoreSheet, i: usize) -> i64 {
        sheet.players[i].total
    }

    const EIGHT_CLASSIC: [&str; 8] = [
        "Manor",
        "Castle",
        "Temple",
        "Church",
        "Tavern",
        "Market",
        "Watchtower",
        "Keep",
    ];

    #[test]
    fn classic_complete_city_with_all_types_and_first_bonus() {
        let mut ann = player("Ann", &EIGHT_CLASSIC);
        ann.first_complete = true;
        let sheet = score(&input(
            Edition::Classic,
            vec![ann, player("Bo", &["Palace"])],
        ))
        .unwrap();
        // 3+4+1+2+1+2+1+3 = 17, +3 five types, +4 first.
        assert_eq!(total(&sheet, 0), 24);
        assert_eq!(total(&sheet, 1), 5);
    }

    #[test]
    fn classic_dragon_gate_and_university_score_eight() {
        let sheet = score(&input(
            Edition::Classic,
            vec![
                player("Ann", &["Dragon Gate", "University"]),
                player("Bo", &[]),
            ],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 16);
    }

    #[test]
    fn classic_haunted_city_fills_a_missing_type_unless_built_last() {
        // Noble, religious, trade, Haunted City + another special: military missing.
        let names = ["Manor", "Temple", "Tavern", "Keep", "Haunted City"];
        let sheet = score(&input(
            Edition::Classic,
            vec![player("Ann", &names), player("Bo", &[])],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 3 + 1 + 1 + 3 + 2 + 3);
        let mut late = player("Ann", &names);
        late.districts[4].built_last_round = true;
        let sheet = score(&input(Edition::Classic, vec![late, player("Bo", &[])])).unwrap();
        assert_eq!(total(&sheet, 0), 10);
    }

    /// Each rank is one character: two players cannot both have revealed the
    /// same rank last (refused at the second, both languages), and two
    /// players deal ranks 1–8 only.
    #[test]
    fn a_rank_is_revealed_by_one_player_and_two_players_deal_ranks_1_to_8() {
        use crate::words::{Language, Say};
        let ranked = |ranks: &[i64]| {
            let players = ["Ann", "Bo", "Cy"][..ranks.len()]
                .iter()
                .zip(ranks)
                .map(|(name, &rank)| PlayerInput {
                    highest_rank_last_round: Some(rank),
                    ..player(name, &["Manor"])
                })
                .collect();
            score(&input(Edition::Y2016, players))
        };
        let error = ranked(&[4, 6, 4]).unwrap_err();
        assert_eq!(error.field(), "players[2].highest_rank_last_round");
        let InputError::Refused { refusal, .. } = &error else {
            panic!("refused as data: {error:?}");
        };
        assert_eq!(
            refusal.say(Language::English),
            "Ann and Cy both revealed rank 4 last; each rank is one character, revealed by one player"
        );
        assert_eq!(
            refusal.say(Language::TraditionalChinese),
            "Ann和Cy最後都展示了 4 號角色；每個編號只有一張角色，只會由一位玩家展示。"
        );
        assert!(ranked(&[9, 6, 4]).is_ok());
        assert_eq!(
            ranked(&[9, 6]).unwrap_err().field(),
            "players[0].highest_rank_last_round"
        );
        assert!(ranked(&[8, 6]).is_ok());
    }

    /// The Museum scores by the cards under it: left blank, it says so; and
    /// classic's "most gold" tie-break names a tied player's blank gold.
    #[test]
    fn a_blank_museum_count_and_a_blank_gold_that_breaks_a_classic_tie_are_named() {
        let sheet = score(&input(
            Edition::Y2016,
            vec![player("Ann", &["Museum"]), player("Bo", &["Temple"])],
        ))
        .unwrap();
        let said: Vec<String> = sheet.warnings.iter().map(|w| w.to_string()).collect();
        assert_eq!(
            said,
            ["Ann's Museum scores by cards under it, which is blank: counted as 0 until it is entered."]
        );
        // Each is a blank a pad asks about before saving.
        assert!(sheet.has_a_blank_that_matters());
        let mut tied = input(
            Edition::Classic,
            vec![
                PlayerInput {
                    gold: Some(2),
                    ..player("Ann", &["Manor"])
                },
                player("Bo", &["Manor"]),
            ],
        );
        tied.classic_tie_break = ClassicTieBreak::MostGold;
        let sheet = score(&tied).unwrap();
        let said: Vec<String> = sheet.warnings.iter().map(|w| w.to_string()).collect();
        assert_eq!(
            said,
            ["First place is tied, and Bo's gold breaks it, but it is blank: counted as 0 until it is entered."]
        );
        assert!(sheet.has_a_blank_that_matters());
    }

    /// `built_last_round` is the classic Haunted City's flag alone: on the
    /// 2016 Haunted Quarter (whose type never depends on when it was built)
    /// or on a Manor it is refused at the district, in both languages, as
    /// `counts_as` and `cards_under` are on cards that do not have them.
    #[test]
    fn built_last_round_on_any_card_but_the_classic_haunted_city_is_refused() {
        use crate::words::{Language, Say};
        let names = ["Manor", "Temple", "Tavern", "Keep", "Haunted Quarter"];
        for (edition, at) in [
            (Edition::Y2016, 4),
            (Edition::Y2016, 0),
            (Edition::Classic, 0),
        ] {
            let mut flagged = player("Ann", &names);
            if edition == Edition::Classic {
                flagged.districts[4].name = "Haunted City".into();
            }
            flagged.districts[at].built_last_round = true;
            let error = score(&input(edition, vec![flagged, player("Bo", &[])])).unwrap_err();
            assert_eq!(
                error.field().to_string(),
                format!("players[0].districts[{at}]")
            );
            let InputError::Refused { refusal, .. } = &error else {
                panic!("refused as data: {error:?}");
            };
            let district = names[at];
            assert_eq!(
                refusal.say(Language::English),
                format!("Ann's {district} cannot be marked as built in the last round: only the classic Haunted City's type depends on when it was built")
            );
            if at == 4 {
                assert_eq!(
                    refusal.say(Language::TraditionalChinese),
                    "Ann的鬼區不能標記為「最後一輪建造」：只有經典版的鬼城會因建造時間而影響類型。"
                );
            }
        }
        // Unflagged, the Haunted Quarter fills the missing type: 2016's Ivory
        // Tower city is not forced unique by it.
        let sheet = score(&input(
            Edition::Y2016,
            vec![player("Ann", &names), player("Bo", &[])],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 3 + 1 + 1 + 3 + 2 + 3);
    }

    #[test]
    fn classic_haunted_city_takes_the_chosen_type() {
        // Noble, religious, trade, Keep (special), Haunted City: military is missing.
        let names = ["Manor", "Temple", "Tavern", "Keep", "Haunted City"];
        let mut chosen = player("Ann", &names);
        chosen.districts[4].counts_as = Some(DistrictType::Noble);
        let sheet = score(&input(Edition::Classic, vec![chosen, player("Bo", &[])])).unwrap();
        // Counted as noble as asked: no five types.
        assert_eq!(total(&sheet, 0), 10);
        let line = sheet.players[0]
            .breakdown
            .iter()
            .find(|l| l.key() == "haunted_city")
            .unwrap();
        assert_eq!(line.item.to_string(), "Haunted City counted as noble");
        // Left out, the best type is chosen and named.
        let sheet = score(&input(
            Edition::Classic,
            vec![player("Ann", &names), player("Bo", &[])],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 13);
        assert!(sheet.players[0]
            .breakdown
            .iter()
            .any(|l| l.item.to_string() == "Haunted City counted as military"));
        // Built in the last round it is special only, so a chosen type is refused.
        let mut late = player("Ann", &names);
        late.districts[4].built_last_round = true;
        late.districts[4].counts_as = Some(DistrictType::Military);
        let error = score(&input(Edition::Classic, vec![late, player("Bo", &[])])).unwrap_err();
        assert_eq!(error.field(), "players[0].districts[4]");
    }

    #[test]
    fn a_district_scored_by_a_blank_count_is_a_warning_naming_it_and_the_count() {
        // Ann's Imperial Treasury scores by gold and her Map Room by cards in
        // hand; both left blank count 0, and each says so.
        let ann = player("Ann", &["Imperial Treasury", "Map Room", "Manor"]);
        let sheet = score(&input(
            Edition::Y2016,
            vec![ann.clone(), player("Bo", &["Temple"])],
        ))
        .unwrap();
        let said: Vec<String> = sheet.warnings.iter().map(|w| w.to_string()).collect();
        assert_eq!(
            said,
            [
                "Ann's Imperial Treasury scores by gold, which is blank: counted as 0 until it is entered.",
                "Ann's Map Room scores by cards in hand, which is blank: counted as 0 until it is entered.",
            ]
        );
        assert_eq!(
            sheet.warnings[0].say(Language::TraditionalChinese),
            "Ann的帝國寶庫依金幣計分，但金幣還沒填，暫時以 0 計。"
        );
        let before = total(&sheet, 0);
        // Entered (0 too): no warning, and the gold counts.
        let mut entered = ann;
        entered.gold = Some(3);
        entered.cards_in_hand = Some(0);
        let sheet = score(&input(
            Edition::Y2016,
            vec![entered, player("Bo", &["Temple"])],
        ))
        .unwrap();
        assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
        assert_eq!(total(&sheet, 0), before + 3);
        // A blank count no district scores by says nothing.
        let sheet = score(&input(
            Edition::Y2016,
            vec![player("Ann", &["Manor"]), player("Bo", &["Temple"])],
        ))
        .unwrap();
        assert!(sheet.warnings.is_empty());
    }

    #[test]
    fn only_one_player_can_hold_the_secret_vault() {
        let mut ann = player("Ann", &["Manor"]);
        ann.secret_vault = true;
        let mut bo = player("Bo", &["Temple"]);
        bo.secret_vault = true;
        let error = score(&input(Edition::Y2016, vec![ann.clone(), bo])).unwrap_err();
        assert_eq!(error.field(), "players[1].secret_vault");
        assert_eq!(
            error.to_string(),
            "The Secret Vault is marked revealed by Ann and Bo; the deck has one, so only one player can hold it"
        );
        assert!(score(&input(Edition::Y2016, vec![ann, player("Bo", &[])])).is_ok());
    }

    #[test]
    fn the_2016_effects() {
        let mut ann = player(
            "Ann",
            &[
                "Imperial Treasury",
                "Map Room",
                "Statue",
                "Museum",
                "Wishing Well",
                "Basilica",
            ],
        );
        ann.gold = Some(4);
        ann.cards_in_hand = Some(3);
        ann.crown = true;
        ann.secret_vault = true;
        ann.districts[3].cards_under = Some(2);
        let sheet = score(&input(Edition::Y2016, vec![ann, player("Bo", &[])])).unwrap();
        // Costs 5+5+3+4+5+4 = 26; Basilica: odd costs 5,5,3,5 → 4; Treasury 4; Map Room 3;
        // Museum 2; Statue 5; Wishing Well 6 uniques; Secret Vault 3.
        assert_eq!(total(&sheet, 0), 26 + 4 + 4 + 3 + 2 + 5 + 6 + 3);
        // Each effect's line is keyed by its district, so a page can name it.
        let keys: Vec<&str> = sheet.players[0].breakdown.iter().map(|l| l.key()).collect();
        for name in [
            "Basilica",
            "Museum",
            "Statue",
            "Wishing Well",
            "Secret Vault",
        ] {
            assert!(keys.contains(&name), "{keys:?}");
        }
    }

    #[test]
    fn beautified_districts_score_one_more_and_change_parity() {
        let mut ann = player("Ann", &["Basilica", "Manor"]);
        ann.districts[1].beautified = true; // Manor 3 → 4: even now
        let sheet = score(&input(Edition::Y2016, vec![ann, player("Bo", &[])])).unwrap();
        // 4 + 3 + 1 beautified + Basilica 0 odd.
        assert_eq!(total(&sheet, 0), 8);
    }

    #[test]
    fn ivory_tower_and_capitol() {
        let sheet = score(&input(
            Edition::Y2016,
            vec![
                player("Ann", &["Ivory Tower", "Manor"]),
                player("Bo", &["Ivory Tower"]),
            ],
        ));
        assert!(sheet.is_err(), "one Ivory Tower in the deck");
        let sheet = score(&input(
            Edition::Y2016,
            vec![
                player("Ann", &["Ivory Tower", "Manor"]),
                player("Bo", &["Capitol", "Temple", "Church", "Monastery"]),
            ],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 5 + 3 + 5);
        assert_eq!(total(&sheet, 1), 5 + 1 + 2 + 3 + 3);
    }

    #[test]
    fn haunted_quarter_picks_its_best_type_and_says_so() {
        // Noble, religious, trade, military + Haunted Quarter: as unique it completes five types.
        let sheet = score(&input(
            Edition::Y2016,
            vec![
                player(
                    "Ann",
                    &["Manor", "Temple", "Tavern", "Watchtower", "Haunted Quarter"],
                ),
                player("Bo", &[]),
            ],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 3 + 1 + 1 + 1 + 2 + 3);
        assert!(sheet.players[0]
            .breakdown
            .iter()
            .any(|l| l.item.to_string() == "Haunted Quarter counted as unique"));
        // With Ivory Tower, counting it as military keeps the tower the only unique.
        let sheet = score(&input(
            Edition::Y2016,
            vec![
                player("Ann", &["Ivory Tower", "Haunted Quarter"]),
                player("Bo", &[]),
            ],
        ))
        .unwrap();
        assert_eq!(total(&sheet, 0), 5 + 2 + 5);
        // A stated choice is respected.
        let mut ann = player("Ann", &["Ivory Tower", "Haunted Quarter"]);
        ann.districts[1].counts_as = Some(DistrictType::Unique);
        let sheet = score(&input(Edition::Y2016, vec![ann, player("Bo", &[])])).unwrap();
        assert_eq!(total(&sheet, 0), 7);
    }

    #[test]
    fn a_haunted_quarter_that_gains_nothing_stays_unique() {
        let sheet = score(&input(
            Edition::Y2016,
            vec![
                player("Ann", &["Manor", "Haunted Quarter"]),
                player("Bo", &[]),
            ],
        ))
        .unwrap();
        assert!(sheet.players[0]
            .breakdown
            .iter()
            .any(|l| l.item.to_string() == "Haunted Quarter counted as unique"));
    }

    #[test]
    fn monument_counts_twice_towards_completion() {
        let six = ["Manor", "Castle", "Temple", "Church", "Tavern", "Monument"];
        let mut ann = player("Ann", &six);
        ann.first_complete = true;
        let sheet = score(&input(
            Edition::Y2016,
            vec![ann, player("Bo", &[]), player("Cy", &[]), player("Di", &[])],
        ))
        .unwrap();
        assert!(sheet.players[0]
            .breakdown
            .iter()
            .any(|l| l.item.to_string() == "First to complete the city"));
    }

    #[test]
    fn the_only_complete_city_was_completed_first() {
        let ann = player("Ann", &EIGHT_CLASSIC);
        let sheet = score(&input(Edition::Classic, vec![ann, player("Bo", &[])])).unwrap();
        assert!(sheet.players[0]
            .breakdown
            .iter()
            .any(|l| l.item.to_string() == "First to complete the city" && l.points == 4));
    }

    #[test]
    fn completion_flags_must_make_sense() {
        let ann = player("Ann", &EIGHT_CLASSIC);
        let other_eight = [
            "Manor",
            "Castle",
            "Temple",
            "Church",
            "Tavern",
            "Market",
            "Watchtower",
            "Prison",
        ];
        let bo = player("Bo", &other_eight);
        let error = score(&input(Edition::Classic, vec![ann, bo])).unwrap_err();
        assert_eq!(error.field(), "players[0].first_complete", "{error}");
        assert!(
            error
                .to_string()
                .contains("Ann and Bo completed their cities: mark who completed first"),
            "{error}"
        );
        let mut bo = player("Bo", &["Manor"]);
        bo.first_complete = true;
        let error = score(&input(Edition::Classic, vec![player("Ann", &[]), bo])).unwrap_err();
        assert_eq!(error.field(), "players[1].first_complete");
    }

    #[test]
    fn impossible_cities_are_refused() {
        let cases: Vec<(Edition, PlayerInput, &str)> = vec![
            (
                Edition::Classic,
                player("Ann", &["Manor", "Manor"]),
                "players[0].districts[1]",
            ),
            (
                Edition::Y2016,
                player("Ann", &["Secret Vault"]),
                "players[0].districts[0]",
            ),
            (
                Edition::Y2016,
                player("Ann", &["Battlefield"]),
                "players[0].districts[0]",
            ),
            (
                Edition::Classic,
                player("Ann", &["Pizzeria"]),
                "players[0].districts[0]",
            ),
        ];
        for (edition, ann, field) in cases {
            let error = score(&input(edition, vec![ann, player("Bo", &[])])).unwrap_err();
            assert_eq!(error.field(), field, "{error}");
        }
        let error = score(&input(
            Edition::Y2016,
            vec![player("Ann", &["Battlefield"]), player("Bo", &[])],
        ))
        .unwrap_err();
        assert!(error.to_string().contains("Barracks"));
        // The Quarry allows duplicates in 2016.
        assert!(score(&input(
            Edition::Y2016,
            vec![
                player("Ann", &["Quarry", "Manor", "Manor"]),
                player("Bo", &[])
            ]
        ))
        .is_ok());
        // Six Manors across the table: the deck has five.
        let players = vec![
            player("A", &["Manor"]),
            player("B", &["Manor"]),
            player("C", &["Manor"]),
            player("D", &["Manor"]),
            player("E", &["Manor"]),
            player("F", &["Manor"]),
        ];
        assert_eq!(
            score(&input(Edition::Classic, players))
                .unwrap_err()
                .field(),
            "players"
        );
    }

    #[test]
    fn what_a_city_can_still_build() {
        let find = |edition, name| data::find_district(edition, name).unwrap();
        let manor = find(Edition::Classic, "Manor");
        assert!(can_build(Edition::Classic, &manor, &[], &["Manor"; 4]));
        // Five Manors in the deck; one of each in a city.
        assert!(!can_build(Edition::Classic, &manor, &[], &["Manor"; 5]));
        assert!(!can_build(Edition::Classic, &manor, &["Manor"], &["Manor"]));
        let manor = find(Edition::Y2016, "Manor");
        assert!(can_build(
            Edition::Y2016,
            &manor,
            &["Quarry", "Manor"],
            &["Quarry", "Manor"]
        ));
        assert!(!can_build(
            Edition::Y2016,
            &find(Edition::Y2016, "Secret Vault"),
            &[],
            &[]
        ));
        assert_eq!(
            city_size(Edition::Y2016, ["Monument", "Manor"].into_iter()),
            3
        );
        assert_eq!(
            city_size(Edition::Classic, ["Manor", "Keep"].into_iter()),
            2
        );
    }

    #[test]
    fn the_2016_tie_goes_to_the_highest_rank_revealed() {
        let mut ann = player("Ann", &["Palace"]);
        ann.highest_rank_last_round = Some(4);
        let mut bo = player("Bo", &["Palace"]);
        bo.highest_rank_last_round = Some(7);
        let sheet = score(&input(Edition::Y2016, vec![ann, bo])).unwrap();
        assert_eq!(sheet.winners, ["Bo"]);
        assert!(sheet
            .tie_break
            .unwrap()
            .to_string()
            .contains("highest character rank"));
    }

    #[test]
    fn a_2016_tie_for_first_asks_for_the_highest_rank_that_breaks_it() {
        let mut ann = player("Ann", &["Palace"]);
        ann.highest_rank_last_round = Some(4);
        let bo = player("Bo", &["Palace"]);
        let error = score(&input(
            Edition::Y2016,
            vec![ann.clone(), bo, player("Cy", &[])],
        ))
        .unwrap_err();
        assert_eq!(error.field(), "players[1].highest_rank_last_round");
        assert!(
            error.to_string().contains("Bo is tied for first with Ann"),
            "{error}"
        );
        // A tie below first does not name the winner: it is not asked for.
        let cy = player("Cy", &["Castle"]);
        let mut di = player("Di", &["Palace", "Castle"]);
        di.highest_rank_last_round = Some(2);
        let sheet = score(&input(Edition::Y2016, vec![ann, cy, di])).unwrap();
        assert_eq!(sheet.winners, ["Di"]);
    }

    #[test]
    fn the_classic_tie_is_shared_unless_the_table_uses_most_gold() {
        let mut ann = player("Ann", &["Palace"]);
        ann.gold = Some(3);
        let bo = player("Bo", &["Palace"]);
        let shared = score(&input(Edition::Classic, vec![ann.clone(), bo.clone()])).unwrap();
        assert_eq!(shared.winners, ["Ann", "Bo"]);
        let mut house = input(Edition::Classic, vec![ann, bo]);
        house.classic_tie_break = ClassicTieBreak::MostGold;
        assert_eq!(score(&house).unwrap().winners, ["Ann"]);
    }
}
