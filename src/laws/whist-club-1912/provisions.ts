/**
 * The provisions of rulebook `whist-club-1912` that offer a choice or that the judgement names,
 * keyed by the law number of the Whist Club of New York code of November 1912 (public domain;
 * the titles are ours, the options cite the laws). Texts in English, Norwegian and Russian.
 */
import type { Provision } from '../provision.js';

const WAIVE = {
  laws: ['Law 94'],
  text: {
    en: 'Exact no penalty now',
    nb: 'Ingen straff nå',
    ru: 'Не применять штраф сейчас',
  },
} as const;

const PARTNER_DUTIES = (law: string): Provision['options'] => ({
  'play-highest': {
    laws: [law],
    text: {
      en: '{partner} plays his highest card of the suit led',
      nb: '{partner} spiller sitt høyeste kort i utspilt farge',
      ru: '{partner} играет старшую карту масти хода',
    },
  },
  'play-lowest': {
    laws: [law],
    text: {
      en: '{partner} plays his lowest card of the suit led',
      nb: '{partner} spiller sitt laveste kort i utspilt farge',
      ru: '{partner} играет младшую карту масти хода',
    },
  },
  'win-trick': {
    laws: [law],
    text: {
      en: '{partner} must win the trick if he can',
      nb: '{partner} må vinne stikket om han kan',
      ru: '{partner} должен взять взятку, если может',
    },
  },
  'lose-trick': {
    laws: [law],
    text: {
      en: '{partner} must lose the trick if he can',
      nb: '{partner} må tape stikket om han kan',
      ru: '{partner} должен отдать взятку, если может',
    },
  },
  'waive-penalty': WAIVE,
});

const CALL_SUIT = (law: string) => ({
  laws: [law],
  text: {
    en: 'Call a suit (give "suit") from the adversary next to lead',
    nb: 'Krev en farge (oppgi "suit") av motspilleren som spiller ut neste gang',
    ru: 'Назвать масть (указать "suit") для следующего хода противника',
  },
});

const NEW_DEAL = (law: string) => ({
  laws: [law],
  text: {
    en: 'Demand a new deal',
    nb: 'Krev ny giv',
    ru: 'Потребовать пересдачу',
  },
});

const LET_STAND = (law: string) => ({
  laws: [law],
  text: {
    en: 'Allow it to stand: the bidding continues as if it had been in order',
    nb: 'La den stå: meldingene fortsetter som om den var i tur',
    ru: 'Оставить в силе: торговля продолжается, как если бы заявка была сделана в очередь',
  },
});

export const PROVISIONS: readonly Provision[] = [
  {
    ref: '49',
    title: {
      en: 'Declaration out of turn',
      nb: 'Melding i feil tur',
      ru: 'Заявка вне очереди',
    },
    chooser: 'adversaries',
    options: { 'new-deal': NEW_DEAL('Law 49'), 'accept-call': LET_STAND('Law 49') },
  },
  {
    ref: '50',
    title: {
      en: 'Insufficient or impossible declaration',
      nb: 'Utilstrekkelig eller umulig melding',
      ru: 'Недостаточная или невозможная заявка',
    },
    chooser: 'adversaries',
    options: {
      'make-sufficient': {
        laws: ['Law 50'],
        text: {
          en: 'Penalise it: the bid is made sufficient and his partner may not declare again until an adversary bids or doubles',
          nb: 'Straff den: meldingen gjøres tilstrekkelig, og makkeren kan ikke melde igjen før en motspiller melder eller dobler',
          ru: 'Наказать: заявка повышается до достаточной, партнёр не может заявлять, пока противник не заявит или не контрирует',
        },
      },
      'all-the-tricks': {
        laws: ['Law 50'],
        text: {
          en: 'Penalise it: he is considered to have bid to take all the tricks, and his partner may not declare again until an adversary bids or doubles',
          nb: 'Straff den: han regnes å ha meldt alle stikkene, og makkeren kan ikke melde igjen før en motspiller melder eller dobler',
          ru: 'Наказать: считается, что он заявил все взятки; партнёр не может заявлять, пока противник не заявит или не контрирует',
        },
      },
      'new-deal': NEW_DEAL('Law 50'),
      'previous-final': {
        laws: ['Law 50'],
        text: {
          en: "Treat your own or your partner's last previous declaration as final",
          nb: 'Behandle din eller makkerens siste tidligere melding som sluttmelding',
          ru: 'Считать окончательной свою или партнёра последнюю предыдущую заявку',
        },
      },
      'accept-call': {
        laws: ['Law 50'],
        text: {
          en: 'Do not penalise it: the declaration stands as made',
          nb: 'Ikke straff den: meldingen står som den ble gitt',
          ru: 'Не наказывать: заявка остаётся, как сделана',
        },
      },
    },
  },
  {
    ref: '57',
    title: {
      en: 'Double out of turn',
      nb: 'Dobling i feil tur',
      ru: 'Контра вне очереди',
    },
    chooser: 'adversaries',
    options: { 'new-deal': NEW_DEAL('Law 57'), 'accept-call': LET_STAND('Law 57') },
  },
  {
    ref: '62',
    title: {
      en: 'Dummy suggests a play',
      nb: 'Blindemann foreslår et spill',
      ru: 'Болван подсказывает ход',
    },
    chooser: 'adversaries',
    options: {
      'call-card': {
        laws: ['Law 62'],
        text: {
          en: 'Call upon the declarer to play the card suggested ({card}) from dummy',
          nb: 'Krev at spilleføreren spiller det foreslåtte kortet ({card}) fra blindemann',
          ru: 'Потребовать, чтобы разыгрывающий сыграл подсказанную карту ({card}) с болвана',
        },
      },
      'forbid-card': {
        laws: ['Law 62'],
        text: {
          en: 'Call upon the declarer not to play the card suggested ({card})',
          nb: 'Krev at spilleføreren ikke spiller det foreslåtte kortet ({card})',
          ru: 'Потребовать, чтобы разыгрывающий не играл подсказанную карту ({card})',
        },
      },
      'waive-penalty': WAIVE,
    },
  },
  {
    ref: '65',
    title: {
      en: 'Card exposed before the final declaration',
      nb: 'Kort vist før sluttmeldingen',
      ru: 'Карта открыта до окончательной заявки',
    },
    chooser: 'declarer',
    options: {
      'forbid-suit': {
        laws: ['Law 65'],
        text: {
          en: 'Prohibit the suit of the exposed card ({suit}) being the initial lead',
          nb: 'Forby fargen til det viste kortet ({suit}) som åpningsutspill',
          ru: 'Запретить первый ход в масть открытой карты ({suit})',
        },
      },
      'waive-penalty': WAIVE,
    },
  },
  {
    ref: '81',
    title: {
      en: 'A card omitted from a trick',
      nb: 'Et kort utelatt fra et stikk',
      ru: 'Карта не сыграна во взятку',
    },
    chooser: 'adversaries',
    options: {
      'new-deal': NEW_DEAL('Law 81'),
      'keep-result': {
        laws: ['Law 81'],
        text: {
          en: 'The deal stands: the surplus card at the end counts to the imperfect trick, no revoke therein',
          nb: 'Given står: det overskytende kortet til slutt regnes til det ufullstendige stikket, uten renons',
          ru: 'Сдача остаётся: лишняя карта в конце считается сыгранной в неполную взятку, без ренонса',
        },
      },
    },
  },
  {
    ref: '82',
    title: {
      en: 'Two or more cards played to one trick',
      nb: 'To eller flere kort spilt til ett stikk',
      ru: 'Две или более карты в одну взятку',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '51',
    title: {
      en: 'Information about a previous declaration',
      nb: 'Opplysning om en tidligere melding',
      ru: 'Сведения о прежней заявке',
    },
    chooser: 'declarer',
    options: { 'call-suit': CALL_SUIT('Law 51'), 'waive-penalty': WAIVE },
  },
  {
    ref: '61',
    title: {
      en: 'Dummy calls attention: the declarer loses the penalty',
      nb: 'Blindemann gjør oppmerksom: spilleføreren mister straffen',
      ru: 'Болван обратил внимание: разыгрывающий теряет право на штраф',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '63',
    title: { en: "Dummy's revoke", nb: 'Blindemanns renons', ru: 'Ренонс болвана' },
    chooser: 'none',
    options: {},
  },
  {
    ref: '66',
    title: {
      en: 'Card exposed before the opening lead',
      nb: 'Kort vist før åpningsutspillet',
      ru: 'Карта открыта до первого хода',
    },
    chooser: 'declarer',
    options: {
      'forbid-suit': {
        laws: ['Law 66'],
        text: {
          en: 'Prohibit the lead of the suit of the exposed card',
          nb: 'Forby utspill i fargen til det viste kortet',
          ru: 'Запретить ход в масть открытой карты',
        },
      },
      'waive-penalty': WAIVE,
    },
  },
  {
    ref: '67',
    title: {
      en: 'Exposed card liable to be called',
      nb: 'Vist kort som kan kreves spilt',
      ru: 'Открытая карта, которую можно потребовать',
    },
    chooser: 'declarer',
    options: {
      'call-card': {
        laws: ['Law 67', 'Law 75'],
        text: {
          en: 'Call the exposed card {card}: it must be played now',
          nb: 'Krev det viste kortet {card}: det må spilles nå',
          ru: 'Потребовать открытую карту {card}: её нужно сыграть сейчас',
        },
      },
      'waive-penalty': {
        laws: ['Law 75'],
        text: {
          en: 'Do not call now (the card stays exposed)',
          nb: 'Ikke krev nå (kortet blir liggende vist)',
          ru: 'Не требовать сейчас (карта остаётся открытой)',
        },
      },
    },
  },
  {
    ref: '70',
    title: {
      en: 'Two or more cards played at once',
      nb: 'To eller flere kort spilt samtidig',
      ru: 'Две или более карты сыграны одновременно',
    },
    chooser: 'declarer',
    options: {
      'designate-card': {
        laws: ['Law 70', 'Law 64'],
        text: {
          en: 'Call {card} to the current trick; the others are exposed',
          nb: 'Krev {card} til dette stikket; de andre er viste kort',
          ru: 'Назначить {card} в текущую взятку; остальные — открытые карты',
        },
      },
    },
  },
  {
    ref: '71',
    title: {
      en: 'Winning card played without waiting for partner',
      nb: 'Vinnerkort spilt uten å vente på makker',
      ru: 'Выигрышная карта сыграна, не дожидаясь партнёра',
    },
    chooser: 'declarer',
    options: {
      'win-trick': {
        laws: ['Law 71'],
        text: {
          en: "The offender's partner must win, if he can, the trick {card} is led to",
          nb: 'Den skyldiges makker må vinne, om han kan, stikket {card} spilles ut til',
          ru: 'Партнёр нарушителя должен, если может, взять взятку, в которую пойдёт {card}',
        },
      },
      'waive-penalty': WAIVE,
    },
  },
  {
    ref: '68',
    title: {
      en: 'Exposed cards',
      nb: 'Viste kort',
      ru: 'Открытые карты',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '72',
    title: {
      en: 'Cards thrown face up; "I have the rest"',
      nb: 'Kort lagt med forsiden opp; «resten er mine»',
      ru: 'Карты брошены лицом вверх; «остальные мои»',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '73',
    title: {
      en: 'Failure to obey a call: liable as a revoke',
      nb: 'Krav ikke fulgt: straffes som renons',
      ru: 'Требование не выполнено: наказывается как ренонс',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '76',
    title: {
      en: "Adversary's lead out of turn",
      nb: 'Motspillers utspill i feil tur',
      ru: 'Ход противника вне очереди',
    },
    chooser: 'declarer',
    options: {
      'call-card': {
        laws: ['Law 76'],
        text: {
          en: 'Treat the card led ({card}) as an exposed card',
          nb: 'Behandle det utspilte kortet ({card}) som et vist kort',
          ru: 'Считать сыгранную карту ({card}) открытой картой',
        },
      },
      'call-suit': {
        laws: ['Law 76'],
        text: {
          en: 'Call a suit (give "suit") when either adversary is next to lead',
          nb: 'Krev en farge (oppgi "suit") når en av motspillerne skal spille ut',
          ru: 'Назвать масть (указать "suit") к следующему ходу любого из противников',
        },
      },
    },
  },
  {
    ref: '77',
    title: {
      en: "Declarer's lead out of turn",
      nb: 'Spilleførerens utspill i feil tur',
      ru: 'Ход разыгрывающего вне очереди',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '80',
    title: {
      en: 'Fourth hand plays before the second',
      nb: 'Fjerde hånd spiller før annen hånd',
      ru: 'Четвёртая рука сыграла раньше второй',
    },
    chooser: 'declarer',
    options: PARTNER_DUTIES('Law 80'),
  },
  {
    ref: '83',
    title: { en: 'The revoke', nb: 'Renons', ru: 'Ренонс' },
    chooser: 'none',
    options: {},
  },
  {
    ref: '84',
    title: {
      en: 'Penalty for an established revoke',
      nb: 'Straff for etablert renons',
      ru: 'Штраф за установленный ренонс',
    },
    chooser: 'declarer',
    options: {
      'take-points': {
        laws: ['Law 84(b)'],
        text: {
          en: 'Add 150 points to your score in the honour column',
          nb: 'Før 150 poeng i honnørkolonnen',
          ru: 'Записать 150 очков в графу онёров',
        },
      },
      'take-tricks': {
        laws: ['Law 84(b)'],
        text: {
          en: 'Take three tricks from the adversaries',
          nb: 'Ta tre stikk fra motspillerne',
          ru: 'Забрать три взятки у противников',
        },
      },
    },
  },
  {
    ref: '86',
    title: {
      en: 'Revoke corrected in time',
      nb: 'Renons rettet i tide',
      ru: 'Ренонс исправлен вовремя',
    },
    chooser: 'declarer',
    options: {
      'call-card': {
        laws: ['Law 86'],
        text: {
          en: 'The card played in error ({card}) is exposed, to be called when you please',
          nb: 'Kortet som ble spilt feil ({card}) er vist og kan kreves når du vil',
          ru: 'Ошибочно сыгранная карта ({card}) открыта, её можно потребовать в любой момент',
        },
      },
      'play-highest': {
        laws: ['Law 86'],
        text: {
          en: 'The offender plays his highest card of the suit to the trick',
          nb: 'Den skyldige spiller sitt høyeste kort i fargen til stikket',
          ru: 'Нарушитель играет во взятку старшую карту масти',
        },
      },
      'play-lowest': {
        laws: ['Law 86'],
        text: {
          en: 'The offender plays his lowest card of the suit to the trick',
          nb: 'Den skyldige spiller sitt laveste kort i fargen til stikket',
          ru: 'Нарушитель играет во взятку младшую карту масти',
        },
      },
    },
  },
  {
    ref: '89',
    title: {
      en: 'Both sides revoke',
      nb: 'Begge sider renonserer',
      ru: 'Ренонс с обеих сторон',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '92',
    title: {
      en: 'Adversary calls attention to the trick',
      nb: 'Motspiller gjør oppmerksom på stikket',
      ru: 'Противник обращает внимание на взятку',
    },
    chooser: 'declarer',
    options: PARTNER_DUTIES('Law 92'),
  },
  {
    ref: '93',
    title: {
      en: 'Unauthorised reference to the play',
      nb: 'Uberettiget henvisning til spillet',
      ru: 'Недозволенное упоминание о розыгрыше',
    },
    chooser: 'declarer',
    options: { 'call-suit': CALL_SUIT('Law 93'), 'waive-penalty': WAIVE },
  },
];
