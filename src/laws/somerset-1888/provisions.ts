/**
 * The provisions of rulebook `somerset-1888` that offer a choice: the Laws of Euchre adopted by the
 * Somerset Club of Boston, 1 March 1888 (public domain; titles quote the code). Each provision is
 * keyed by its law number; its options cite the laws and say in English, Norwegian and Russian
 * what the chooser decides. Pending decisions (src/table/state.ts `Pending`) name these refs.
 */
import type { Provision } from '../provision.js';

const callCard = {
  laws: ['Law 46', 'Law 56'],
  text: {
    en: 'call the exposed card {card}: it must be played now',
    nb: 'krev det eksponerte kortet {card}: det må spilles nå',
    ru: 'потребовать открытую карту {card}: она должна быть сыграна сейчас',
  },
};

const highestLowestWinLose = (law: string): Provision['options'] => ({
  'play-highest': {
    laws: [law],
    text: {
      en: 'the player must play his highest of the suit led',
      nb: 'spilleren må spille sitt høyeste kort i fargen som er spilt ut',
      ru: 'игрок должен сыграть свою старшую карту в масть хода',
    },
  },
  'play-lowest': {
    laws: [law],
    text: {
      en: 'the player must play his lowest of the suit led',
      nb: 'spilleren må spille sitt laveste kort i fargen som er spilt ut',
      ru: 'игрок должен сыграть свою младшую карту в масть хода',
    },
  },
  'win-trick': {
    laws: [law],
    text: {
      en: 'the player must win the trick, if he can',
      nb: 'spilleren må vinne stikket, om han kan',
      ru: 'игрок должен взять взятку, если может',
    },
  },
  'lose-trick': {
    laws: [law],
    text: {
      en: 'the player must lose the trick, if he can',
      nb: 'spilleren må tape stikket, om han kan',
      ru: 'игрок должен отдать взятку, если может',
    },
  },
});

export const PROVISIONS: readonly Provision[] = [
  {
    ref: '35',
    title: {
      en: 'Law 35 — a card exposed while dealing',
      nb: 'Lov 35 — et kort vist under givingen',
      ru: 'Закон 35 — карта открыта при сдаче',
    },
    chooser: 'adversaries',
    options: {
      'new-deal': {
        laws: ['Law 35'],
        text: { en: 'call for a new deal', nb: 'krev ny giving', ru: 'потребовать пересдачу' },
      },
      'keep-result': {
        laws: ['Law 35'],
        text: {
          en: 'let the deal stand (the exposed card cannot be called)',
          nb: 'la givingen stå (det viste kortet kan ikke kreves)',
          ru: 'оставить сдачу (открытую карту требовать нельзя)',
        },
      },
    },
  },
  {
    ref: '47',
    title: {
      en: 'Law 47 — winning cards led without waiting for partner',
      nb: 'Lov 47 — vinnerkort spilt uten å vente på makker',
      ru: 'Закон 47 — выигрышные карты без ожидания партнёра',
    },
    chooser: 'adversaries',
    options: {
      'win-trick': {
        laws: ['Law 47'],
        text: {
          en: '{partner} must win, if he can, the trick to which {card} is played or led',
          nb: '{partner} må vinne, om han kan, stikket som {card} spilles til',
          ru: '{partner} должен взять, если может, взятку, в которую сыгран {card}',
        },
      },
    },
  },
  {
    ref: '51',
    title: {
      en: 'Law 51 — a card detached from the hand',
      nb: 'Lov 51 — et kort løsnet fra hånden',
      ru: 'Закон 51 — карта, отделённая от руки',
    },
    chooser: 'adversaries',
    options: {
      'call-card': {
        laws: ['Law 51'],
        text: {
          en: 'name the detached card (named rightly it is exposed; wrongly, a suit may be called from your side)',
          nb: 'nevn det løsnede kortet (riktig: det er vist; feil: en farge kan kreves fra deres side)',
          ru: 'назвать отделённую карту (верно — она открыта; неверно — у вашей стороны могут потребовать масть)',
        },
      },
    },
  },
  {
    ref: '52',
    title: {
      en: 'Law 52 — a lead out of turn',
      nb: 'Lov 52 — utspill når det ikke er ens tur',
      ru: 'Закон 52 — ход не в очередь',
    },
    chooser: 'adversaries',
    options: {
      'call-card': {
        laws: ['Law 52'],
        text: {
          en: 'call the card led in error ({card}): it is an exposed card',
          nb: 'krev kortet som ble spilt ut feil ({card}): det er et vist kort',
          ru: 'потребовать карту, сыгранную по ошибке ({card}): она открыта',
        },
      },
      'call-suit': {
        laws: ['Law 52'],
        text: {
          en: 'call a suit from him or his partner when it is next the turn of either to lead',
          nb: 'krev en farge fra ham eller makkeren neste gang en av dem skal spille ut',
          ru: 'потребовать масть от него или его партнёра при их следующем ходе',
        },
      },
    },
  },
  {
    ref: '52S',
    title: {
      en: 'Law 52 — a suit called from the offender or his partner',
      nb: 'Lov 52 — en farge kreves fra den som forbrøt seg eller makkeren',
      ru: 'Закон 52 — масть требуется от нарушителя или его партнёра',
    },
    chooser: 'adversaries',
    options: {
      'call-suit': {
        laws: ['Law 52'],
        text: { en: 'call the suit {suit}', nb: 'krev fargen {suit}', ru: 'потребовать масть {suit}' },
      },
    },
  },
  {
    ref: '51S',
    title: {
      en: 'Law 51 — a suit called after a card misnamed',
      nb: 'Lov 51 — en farge kreves etter et feilnevnt kort',
      ru: 'Закон 51 — масть требуется после неверно названной карты',
    },
    chooser: 'adversaries',
    options: {
      'call-suit': {
        laws: ['Law 51'],
        text: { en: 'call the suit {suit}', nb: 'krev fargen {suit}', ru: 'потребовать масть {suit}' },
      },
    },
  },
  {
    ref: '56',
    title: {
      en: 'Law 56 — calling an exposed card',
      nb: 'Lov 56 — å kreve et vist kort',
      ru: 'Закон 56 — требование открытой карты',
    },
    chooser: 'adversaries',
    options: { 'call-card': callCard },
  },
  {
    ref: '59',
    title: {
      en: 'Law 59 — the fourth hand plays before his partner',
      nb: 'Lov 59 — fjerdehånd spiller før makkeren',
      ru: 'Закон 59 — четвёртая рука играет раньше партнёра',
    },
    chooser: 'adversaries',
    options: (() => {
      const o = highestLowestWinLose('Law 59');
      return { 'win-trick': o['win-trick'], 'lose-trick': o['lose-trick'] } as Provision['options'];
    })(),
  },
  {
    ref: '63',
    title: {
      en: 'Laws 63, 66 — the revoke claimed at the end of the hand',
      nb: 'Lov 63, 66 — renonce kreves når spillet er ferdig',
      ru: 'Законы 63, 66 — ренонс заявлен в конце сдачи',
    },
    chooser: 'adversaries',
    options: {
      'take-points': {
        laws: ['Law 63', 'Law 4'],
        text: {
          en: 'claim the revoke: three points (five in a lone hand) for each, scored before all other points',
          nb: 'krev renoncen: tre poeng (fem i alenespill) for hver, regnet før alle andre poeng',
          ru: 'заявить ренонс: три очка (пять при игре в одиночку) за каждый, прежде всех других очков',
        },
      },
      'keep-result': {
        laws: ['Law 66'],
        text: {
          en: 'make no claim: the hand is scored as played',
          nb: 'krev ingenting: spillet regnes som spilt',
          ru: 'не заявлять: сдача засчитывается как сыграна',
        },
      },
    },
  },
  {
    ref: '80',
    title: {
      en: 'Law 80 — a player passes, then attempts to assist or order up',
      nb: 'Lov 80 — en spiller passer og prøver så å assistere eller bestille opp',
      ru: 'Закон 80 — игрок спасовал, затем пытается заказать козырь',
    },
    chooser: 'adversaries',
    options: {
      'accept-call': {
        laws: ['Law 80'],
        text: {
          en: 'elect that it shall be played',
          nb: 'velg at det skal spilles',
          ru: 'решить, что так и будет сыграно',
        },
      },
      'reject-call': {
        laws: ['Law 80'],
        text: {
          en: 'refuse it: his partner also must pass',
          nb: 'avslå: makkeren må også passe',
          ru: 'отклонить: его партнёр тоже должен пасовать',
        },
      },
    },
  },
  {
    ref: '83',
    title: {
      en: 'Law 83 — attention called to the trick before partner plays',
      nb: 'Lov 83 — oppmerksomhet mot stikket før makker har spilt',
      ru: 'Закон 83 — внимание к взятке до хода партнёра',
    },
    chooser: 'adversaries',
    options: highestLowestWinLose('Law 83'),
  },
  {
    ref: '89',
    title: {
      en: 'Law 89 — a lead before the dealer has discarded, against a lone third hand',
      nb: 'Lov 89 — utspill før giveren har kastet, mot alenespillende tredjehånd',
      ru: 'Закон 89 — ход до сноса сдающего при игре третьей руки в одиночку',
    },
    chooser: 'lone-player',
    options: highestLowestWinLose('Law 89'),
  },
  {
    ref: '97',
    title: {
      en: 'Law 97 — alone announced after naming the trump',
      nb: 'Lov 97 — alene meldt etter at trumfen er valgt',
      ru: 'Закон 97 — игра в одиночку объявлена после назначения козыря',
    },
    chooser: 'adversaries',
    options: {
      'play-with-partner': {
        laws: ['Law 97'],
        text: {
          en: 'require him to play the hand with his partner',
          nb: 'krev at han spiller med makkeren',
          ru: 'потребовать, чтобы он играл с партнёром',
        },
      },
      'play-alone': {
        laws: ['Law 97'],
        text: { en: 'let him play alone', nb: 'la ham spille alene', ru: 'позволить ему играть в одиночку' },
      },
    },
  },
  {
    ref: '100',
    title: {
      en: 'Law 100 — the lone player’s partner plays upon the first lead',
      nb: 'Lov 100 — makkeren til alenespilleren spiller til første utspill',
      ru: 'Закон 100 — партнёр одиночки сыграл на первый ход',
    },
    chooser: 'adversaries',
    options: {
      'play-alone': {
        laws: ['Law 100'],
        text: {
          en: 'elect that he play it alone (the partner’s card goes back face down)',
          nb: 'velg at han spiller alene (makkerens kort legges tilbake med bildet ned)',
          ru: 'решить, что он играет в одиночку (карта партнёра возвращается рубашкой вверх)',
        },
      },
      'play-with-partner': {
        laws: ['Law 100'],
        text: {
          en: 'he loses his right to play alone and plays with his partner',
          nb: 'han mister retten til å spille alene og spiller med makkeren',
          ru: 'он теряет право играть в одиночку и играет с партнёром',
        },
      },
    },
  },
  {
    ref: '104',
    title: {
      en: 'Law 104 — the lone player exposes a card or leads out of turn',
      nb: 'Lov 104 — alenespilleren viser et kort eller spiller ut feil',
      ru: 'Закон 104 — одиночка открыл карту или пошёл не в очередь',
    },
    chooser: 'adversaries',
    options: {
      'call-card': {
        laws: ['Law 104', 'Law 56'],
        text: {
          en: 'call the card led in error ({card}): the rightful leader leads, and he must play it to this trick if he can',
          nb: 'krev kortet som ble spilt ut feil ({card}): rett spiller spiller ut, og han må spille det i dette stikket om han kan',
          ru: 'потребовать карту, сыгранную по ошибке ({card}): ходит тот, чья очередь, а он должен сыграть её в эту взятку, если может',
        },
      },
      'waive-penalty': {
        laws: ['Law 104', 'Law 56'],
        text: {
          en: 'do not call it now: the rightful leader leads; the card stays exposed and may be called at a later turn',
          nb: 'ikke krev det nå: rett spiller spiller ut; kortet forblir vist og kan kreves ved en senere tur',
          ru: 'не требовать сейчас: ходит тот, чья очередь; карта остаётся открытой и может быть потребована позже',
        },
      },
    },
  },
];

/** Titles of the laws judged without a choice, for displays (`title('62')`). */
export const TITLES: readonly Provision[] = (
  [
    ['46', 'cards liable to be called', 'kort som kan kreves', 'карты, которые могут быть потребованы'],
    ['48', 'cards thrown face upwards', 'kort kastet med bildet opp', 'карты, брошенные лицом вверх'],
    ['49', 'all four hands abandoned', 'alle fire hender oppgitt', 'все четыре руки брошены'],
    [
      '50',
      'an adversary abandons his hand against a lone hand',
      'en motspiller gir opp mot alenespill',
      'противник бросил карты против одиночки',
    ],
    [
      '53',
      'the other three have followed the false lead',
      'de tre andre har fulgt feilutspillet',
      'трое остальных сыграли на ошибочный ход',
    ],
    [
      '54',
      'a call not obeyed: the penalty of a revoke',
      'krav ikke fulgt: straff som for renonce',
      'требование не выполнено: штраф как за ренонс',
    ],
    [
      '58',
      'the third hand plays before the second',
      'tredjehånd spiller før andrehånd',
      'третья рука играет раньше второй',
    ],
    ['62', 'the revoke', 'renonce', 'ренонс'],
    ['69', 'a revoke corrected in time', 'renonce rettet i tide', 'ренонс исправлен вовремя'],
    [
      '78',
      'a named trump cannot be changed',
      'en navngitt trumf kan ikke endres',
      'названный козырь нельзя изменить',
    ],
    ['79', 'the suit mentioned after passing', 'fargen nevnt etter pass', 'масть названа после паса'],
    ['82', 'a call out of turn', 'melding når det ikke er ens tur', 'заявка не в очередь'],
    [
      '87',
      'a lead before the discard is complete',
      'utspill før kastet er fullført',
      'ход до завершения сноса',
    ],
    [
      '90',
      'wrong number of cards; dealer neglects to discard',
      'feil antall kort; giveren kaster ikke',
      'неверное число карт; сдающий не сбросил',
    ],
    ['95', 'no lone hand', 'ikke alenespill', 'игра в одиночку невозможна'],
    [
      '96',
      'the dealer announces alone before quitting his discard',
      'giveren melder alene før kastet',
      'сдающий объявляет одиночку до сноса',
    ],
    ['98', 'a single declaration must be made', 'én enkelt melding', 'должно быть одно заявление'],
    [
      '99',
      'taking it after a lead or after passing',
      'å ta det etter utspill eller pass',
      'перехват после хода или паса',
    ],
    [
      '102',
      'the lone player’s partner exposes a card',
      'alenespillerens makker viser et kort',
      'партнёр одиночки открыл карту',
    ],
    [
      '105',
      'an adversary plays out of turn to a lone hand',
      'en motspiller spiller feil mot alenespill',
      'противник сыграл не в очередь против одиночки',
    ],
  ] as const
).map(([ref, en, nb, ru]) => ({
  ref,
  title: { en: `Law ${ref} — ${en}`, nb: `Lov ${ref} — ${nb}`, ru: `Закон ${ref} — ${ru}` },
  chooser: 'none',
  options: {},
}));
