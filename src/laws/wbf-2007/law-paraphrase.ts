/**
 * Our paraphrases of the laws the WBF codes' rulings cite, one a law, in English, Norwegian and
 * Russian: what the director reads beside a ruling. The WBF texts are copyrighted: these are
 * short summaries in our own words, written to hold for the 1997, 2007 and 2017 codes alike (the
 * three differ in detail and in the numbering of some paragraphs; the paragraph a ruling applied
 * is named beside it). They are not the official text.
 */
import type { Texts } from '../../table/rulebook.js';

const t = (en: string, nb: string, ru: string): Texts => ({ en, nb, ru });

export const WBF_PARAPHRASE: { readonly [law: string]: Texts } = {
  '12': t(
    'The director may adjust a score when the laws give no rectification for the damage done, or when a result cannot be obtained. An assigned adjusted score replaces the table result by the likely result without the irregularity (for instance tricks transferred to the non-offending side); an artificial adjusted score is given when no result can be obtained: average plus to a side not at fault, average minus to a side at fault.',
    'Turneringslederen kan justere resultatet når lovene ikke gir noen rettelse for skaden, eller når det ikke kan oppnås et resultat. Et tildelt justert resultat erstatter bordresultatet med det sannsynlige resultatet uten uregelmessigheten (for eksempel stikk overført til den ikke-skyldige siden); et kunstig justert resultat gis når intet resultat kan oppnås: gjennomsnitt pluss til en side uten skyld, gjennomsnitt minus til en side med skyld.',
    'Судья может скорректировать результат, если законы не дают исправления причинённого ущерба или если результат не может быть получен. Назначенный скорректированный результат заменяет результат за столом вероятным результатом без нарушения (например, взятки передаются ненарушившей стороне); искусственный результат даётся, когда результат получить нельзя: «средний плюс» невиновной стороне, «средний минус» виновной.',
  ),
  '16': t(
    'Information from partner that is not part of the legal calls and plays (a remark, a hesitation, a withdrawn call or card) is unauthorised: the partner may not choose from among logical alternatives one it suggests. Information from a withdrawn action is authorised for the side that did not offend and unauthorised for the offenders.',
    'Informasjon fra makker som ikke er en del av lovlige meldinger og spill (en bemerkning, en nøling, en tilbaketrukket melding eller et tilbaketrukket kort) er uautorisert: makker kan ikke velge blant logiske alternativer et som den antyder. Informasjon fra en tilbaketrukket handling er autorisert for den ikke-skyldige siden og uautorisert for de skyldige.',
    'Сведения от партнёра, не являющиеся частью законных заявок и ходов (замечание, заминка, отменённая заявка или карта), несанкционированы: партнёр не может выбирать из логических альтернатив ту, на которую они указывают. Сведения от отменённого действия санкционированы для ненарушившей стороны и несанкционированы для нарушителей.',
  ),
  '21': t(
    'A player who called on his own misunderstanding has no redress. A player misinformed by an opponent (a mistaken explanation, or a missing alert) may, if the director so finds, change his call while his partner has not called since; his left-hand opponent may then change his own later call. When it is too late to change it, the director may adjust the score at the end of the board.',
    'En spiller som meldte på grunn av egen misforståelse får ingen rettelse. En spiller som ble feilinformert av en motspiller (feil forklaring eller manglende varsel) kan, hvis turneringslederen finner det, endre meldingen sin så lenge makker ikke har meldt etterpå; venstre motspiller kan da endre sin senere melding. Er det for sent å endre den, kan turneringslederen justere resultatet etter spillet.',
    'Игрок, сделавший заявку из-за собственного непонимания, не получает компенсации. Игрок, дезинформированный противником (ошибочное объяснение или отсутствие алерта), может, если судья так решит, изменить свою заявку, пока партнёр не сделал заявку после неё; его левый противник может тогда изменить свою последующую заявку. Если менять уже поздно, судья может скорректировать результат в конце сдачи.',
  ),
  '23': t(
    "When a rectification obliges the offender's partner to pass, and the offender could have known that this might well damage the other side, the director may adjust the score at the end of the board (a comparable call, 2017: a call with the same or a more precise meaning, does not impose the pass).",
    'Når en rettelse tvinger den skyldiges makker til å passe, og den skyldige kunne ha visst at dette godt kunne skade motparten, kan turneringslederen justere resultatet etter spillet (2017: en sammenlignbar melding, med samme eller mer presis betydning, fører ikke til pass).',
    'Если исправление обязывает партнёра нарушителя пасовать и нарушитель мог знать, что это вполне может повредить другой стороне, судья может скорректировать результат в конце сдачи (2017: сопоставимая заявка — того же или более точного значения — не влечёт обязательного паса).',
  ),
  '24': t(
    'A card exposed during the auction: a single card below honour rank, exposed inadvertently, has no further rectification; an honour card, a card exposed prematurely, or two or more cards become penalty cards if the offender becomes a defender, and his partner must pass at his next turn.',
    'Et kort vist under meldingsforløpet: ett enkelt kort lavere enn honnør, vist utilsiktet, får ingen videre rettelse; et honnørkort, et kort vist for tidlig, eller to eller flere kort blir straffekort hvis den skyldige blir motspiller, og makker hans må passe ved neste tur.',
    'Карта открыта во время торговли: одна карта ниже онёра, открытая нечаянно, не влечёт дальнейших последствий; онёр, преждевременно открытая карта или две и более карты становятся штрафными, если нарушитель становится защитником, а его партнёр должен пасовать при следующей очереди.',
  ),
  '25': t(
    'A call may be changed without rectification if it was unintended (a slip of the tongue or of the hand) and is changed before partner calls. A deliberate change of call is cancelled or, in some codes, accepted by the next opponent with rectification.',
    'En melding kan endres uten rettelse hvis den var utilsiktet (en forsnakkelse eller et feilgrep) og endres før makker melder. En tilsiktet endring av meldingen annulleres eller, i noen lovutgaver, aksepteres av neste motspiller med rettelse.',
    'Заявку можно изменить без последствий, если она была непреднамеренной (оговорка или ошибка руки) и изменена до заявки партнёра. Намеренное изменение заявки отменяется или, в некоторых редакциях, принимается следующим противником с последствиями.',
  ),
  '26': t(
    "When a call is withdrawn and the offender becomes a defender, declarer may impose lead restrictions at the offender's partner's first turn to lead: require or forbid the lead of a suit the withdrawn call specified, as the code sets out.",
    'Når en melding trekkes tilbake og den skyldige blir motspiller, kan spilleføreren pålegge begrensninger på den skyldiges makkers første utspill: kreve eller forby utspill i en farge den tilbaketrukne meldingen angav, slik lovutgaven bestemmer.',
    'Если заявка отменена и нарушитель становится защитником, разыгрывающий может наложить ограничения на первый ход партнёра нарушителя: потребовать или запретить ход в масти, указанной отменённой заявкой, как предусмотрено редакцией.',
  ),
  '27': t(
    "An insufficient bid may be accepted by the next opponent. If not, it must be corrected: by the lowest sufficient bid in the same denomination with the same meaning (or, 2017, a comparable call) without further rectification; otherwise the offender's partner must pass throughout the auction and lead restrictions may apply. The director may adjust the score if the correction helped the offending side. A correction the offender makes before the director has ruled stands, unless the next opponent accepts the insufficient bid (2007, 2017; 1997 rules it the same way under its 27B).",
    'Et utilstrekkelig bud kan aksepteres av neste motspiller. Hvis ikke, må det rettes: med laveste tilstrekkelige bud i samme benevnelse med samme betydning (eller, 2017, en sammenlignbar melding) uten videre rettelse; ellers må den skyldiges makker passe resten av meldingsforløpet, og utspillsbegrensninger kan gjelde. Turneringslederen kan justere resultatet hvis rettelsen hjalp den skyldige siden. En rettelse den skyldige gjør før turneringslederen har avgjort, blir stående, med mindre neste motspiller aksepterer det utilstrekkelige budet (2007, 2017; 1997 avgjør det likt etter sin 27B).',
    'Недостаточная заявка может быть принята следующим противником. Если нет, её нужно исправить: минимальной достаточной заявкой в той же деноминации с тем же значением (или, 2017, сопоставимой заявкой) без дальнейших последствий; иначе партнёр нарушителя пасует до конца торговли и возможны ограничения хода. Судья может скорректировать результат, если исправление помогло нарушившей стороне. Исправление, сделанное нарушителем до решения судьи, остаётся в силе, если следующий противник не примет недостаточную заявку (2007, 2017; 1997 решает так же по своему 27B).',
  ),
  '28': t(
    'A call made by a player whose right-hand opponent was required to pass, or by the correct player after a call out of rotation has been cancelled, is in rotation.',
    'En melding av en spiller hvis høyre motspiller måtte passe, eller av riktig spiller etter at en melding utenfor tur er annullert, er i tur.',
    'Заявка игрока, чей правый противник был обязан пасовать, или правильного игрока после отмены заявки не в очередь, считается сделанной в очередь.',
  ),
  '29': t(
    'After a call out of rotation the next opponent may call, which accepts it (the offender then loses his turn); otherwise it is cancelled and the auction returns to the player whose turn it was, with the rectifications of Laws 30 to 32.',
    'Etter en melding utenfor tur kan neste motspiller melde, og da er den akseptert (den skyldige mister sin tur); ellers annulleres den og meldingsforløpet går tilbake til spilleren som stod for tur, med rettelsene i lov 30 til 32.',
    'После заявки не в очередь следующий противник может заявить, и тогда она принята (нарушитель теряет очередь); иначе она отменяется, и торговля возвращается к игроку, чья была очередь, с последствиями законов 30–32.',
  ),
  '30': t(
    'A pass out of rotation, not accepted, is cancelled. Depending on whose turn it was, the offender must pass at his next turn, or the auction continues without rectification; an artificial pass may bring further restrictions and lead penalties.',
    'Et pass utenfor tur som ikke aksepteres, annulleres. Avhengig av hvem som stod for tur, må den skyldige passe ved neste tur, eller meldingsforløpet fortsetter uten rettelse; et kunstig pass kan gi flere begrensninger og utspillsstraffer.',
    'Пас не в очередь, не принятый противником, отменяется. В зависимости от того, чья была очередь, нарушитель пасует при следующей очереди либо торговля продолжается без последствий; искусственный пас может повлечь дополнительные ограничения и штрафы на ход.',
  ),
  '31': t(
    "A bid out of rotation, not accepted, is cancelled. If it was made at the right-hand opponent's turn, the offender may repeat it (or, 2017, make a comparable call) without rectification; otherwise his partner must pass throughout the auction and lead restrictions may apply.",
    'Et bud utenfor tur som ikke aksepteres, annulleres. Ble det avgitt i høyre motspillers tur, kan den skyldige gjenta det (eller, 2017, avgi en sammenlignbar melding) uten rettelse; ellers må makker hans passe resten av meldingsforløpet, og utspillsbegrensninger kan gjelde.',
    'Заявка не в очередь, не принятая противником, отменяется. Если она сделана в очередь правого противника, нарушитель может повторить её (или, 2017, сделать сопоставимую заявку) без последствий; иначе его партнёр пасует до конца торговли и возможны ограничения хода.',
  ),
  '32': t(
    "A double or redouble out of rotation, not accepted, is cancelled; the offender's partner must pass throughout the auction (unless, at the right-hand opponent's turn, it is repeated or replaced as the code allows), and lead restrictions may apply.",
    'En dobling eller redobling utenfor tur som ikke aksepteres, annulleres; den skyldiges makker må passe resten av meldingsforløpet (med mindre den, i høyre motspillers tur, gjentas eller erstattes slik lovutgaven tillater), og utspillsbegrensninger kan gjelde.',
    'Контра или реконтра не в очередь, не принятая противником, отменяется; партнёр нарушителя пасует до конца торговли (если только, в очередь правого противника, она не повторена или не заменена, как допускает редакция), и возможны ограничения хода.',
  ),
  '36': t(
    "An inadmissible double or redouble (of partner's call, or when none is possible) is cancelled; a legal call replaces it and the offender's partner must pass throughout the auction, with lead restrictions possible. If the next opponent has already called, that call and all later calls stand.",
    'En uakseptabel dobling eller redobling (av makkers melding, eller når ingen er mulig) annulleres; en lovlig melding erstatter den, og den skyldiges makker må passe resten av meldingsforløpet, med mulige utspillsbegrensninger. Har neste motspiller allerede meldt, står den meldingen og alle senere.',
    'Недопустимая контра или реконтра (на заявку партнёра или когда она невозможна) отменяется; её заменяет законная заявка, партнёр нарушителя пасует до конца торговли, возможны ограничения хода. Если следующий противник уже заявил, эта и все последующие заявки остаются в силе.',
  ),
  '37': t(
    'A bid, double or redouble by a player obliged to pass is cancelled; he passes instead, his partner must pass throughout the auction, and lead restrictions may apply. If the next opponent calls before the director rules, the call and the later calls stand (even when the substituted pass had ended the auction), with no lead restrictions.',
    'Et bud, en dobling eller redobling av en spiller som måtte passe, annulleres; han passer i stedet, makker hans må passe resten av meldingsforløpet, og utspillsbegrensninger kan gjelde. Melder neste motspiller før turneringslederen avgjør, blir meldingen og de senere meldingene stående (også når passet som ble satt inn hadde avsluttet meldingsforløpet), uten utspillsbegrensninger.',
    'Заявка, контра или реконтра игрока, обязанного пасовать, отменяется; вместо неё он пасует, его партнёр пасует до конца торговли, возможны ограничения хода. Если следующий противник сделает заявку до решения судьи, эта заявка и последующие остаются в силе (даже если подставленный пас завершил торговлю), без ограничений хода.',
  ),
  '39': t(
    "A call after the final pass of the auction is cancelled. A pass by a defender, or any call by the declaring side, carries no rectification; a bid, double or redouble by a defender brings lead restrictions at his partner's first lead, unless the next opponent calls before the director rules.",
    'En melding etter siste pass i meldingsforløpet annulleres. Et pass fra en motspiller, eller en melding fra spilleførersiden, gir ingen rettelse; et bud, en dobling eller redobling fra en motspiller gir utspillsbegrensninger ved makkers første utspill, med mindre neste motspiller melder før turneringslederen avgjør.',
    'Заявка после заключительного паса отменяется. Пас защитника или любая заявка разыгрывающей стороны не влечёт последствий; заявка, контра или реконтра защитника влечёт ограничения на первый ход его партнёра, если следующий противник не сделал заявку до решения судьи.',
  ),
  '40': t(
    "Partnership understandings must be disclosed to the opponents: by alerts, explanations and the convention card, as the regulations require. A side damaged by its opponents' failure to disclose the meaning of a call or play is entitled to an adjusted score.",
    'Makkerskapsavtaler skal gjøres kjent for motspillerne: ved varsler, forklaringer og systemkort, slik reglementet krever. En side som skades fordi motparten ikke opplyste betydningen av en melding eller et spill, har krav på et justert resultat.',
    'Партнёрские соглашения должны раскрываться противникам: алертами, объяснениями и конвенционной карточкой, как требует регламент. Сторона, пострадавшая от того, что противники не раскрыли значение заявки или хода, имеет право на скорректированный результат.',
  ),
  '42': t(
    "Dummy's rights: he may give information on the laws, keep count of tricks, and — if he has not forfeited his rights — try to prevent an irregularity by declarer (warning him against leading from the wrong hand) and ask declarer, when he fails to follow suit, whether he has a card of the suit led.",
    'Blindemanns rettigheter: han kan gi opplysninger om lovene, holde rede på stikkene og — hvis han ikke har mistet rettighetene — prøve å hindre en uregelmessighet hos spilleføreren (advare mot utspill fra feil hånd) og spørre spilleføreren, når han ikke følger farge, om han har kort i utspilt farge.',
    'Права болвана: он может давать сведения о законах, следить за взятками и — если не утратил своих прав — пытаться предотвратить нарушение разыгрывающего (предупредить о ходе не из той руки) и спросить разыгрывающего, не следующего масти, нет ли у него карты масти хода.',
  ),
  '43': t(
    "Dummy's limitations: he may not start a call for the director during play, draw attention to an irregularity, take part in the play, or exchange hands with declarer or look at a defender's hand. If he has broken these limitations and then warns declarer, or asks him about a revoke, the defenders may choose the consequences, and the director may adjust the score.",
    'Blindemanns begrensninger: han kan ikke tilkalle turneringslederen under spillet, påpeke en uregelmessighet, delta i spillet, bytte hånd med spilleføreren eller se på en motspillers kort. Har han brutt dette og så advarer spilleføreren eller spør ham om en renons, kan motspillerne velge følgene, og turneringslederen kan justere resultatet.',
    'Ограничения болвана: во время розыгрыша он не может вызывать судью, указывать на нарушение, участвовать в розыгрыше, меняться руками с разыгрывающим или смотреть карты защитника. Если он нарушил эти ограничения, а затем предупреждает разыгрывающего или спрашивает его о ренонсе, защитники выбирают последствия, а судья может скорректировать результат.',
  ),
  '45': t(
    "When a card is played: a defender's card held so that his partner could see its face, declarer's card held face up touching or nearly touching the table, a card of dummy's declarer touches (other than to arrange) or names. A card named by mistake may be changed without pause for thought. A fifth card played to a trick is withdrawn; a card dummy places without declarer's instruction is withdrawn if attention is drawn at once.",
    'Når et kort er spilt: en motspillers kort holdt slik at makker kunne se billedsiden, spilleførerens kort holdt med billedsiden opp mot eller nesten mot bordet, et kort fra blindemann som spilleføreren berører (unntatt for å ordne) eller nevner. Et kort nevnt ved en feil kan endres uten tenkepause. Et femte kort i et stikk trekkes tilbake; et kort blindemann legger uten spilleførerens instruks trekkes tilbake hvis det påpekes straks.',
    'Когда карта сыграна: карта защитника, которую партнёр мог видеть; карта разыгрывающего, открытая у самого стола; карта болвана, которой разыгрывающий коснулся (не для упорядочения) или которую назвал. Карту, названную по ошибке, можно изменить без паузы на обдумывание. Пятая карта во взятке забирается; карта, положенная болваном без указания разыгрывающего, забирается, если на это сразу указано.',
  ),
  '46': t(
    'Declarer should name both the suit and the rank of dummy\'s card. An incomplete designation is completed by the law: "high" is the highest card, "low" the lowest, "win" the lowest card that wins the trick; a suit alone gives the lowest card of that suit; a rank alone is of the suit led when dummy can follow. Otherwise declarer must play a card he could legally have designated.',
    'Spilleføreren bør nevne både farge og valør for blindemanns kort. En ufullstendig angivelse fullføres av loven: «høy» er høyeste kort, «lav» laveste, «vinn» laveste kort som vinner stikket; en farge alene gir laveste kort i fargen; en valør alene gjelder utspilt farge når blindemann kan følge. Ellers må spilleføreren spille et kort han lovlig kunne ha angitt.',
    'Разыгрывающий должен называть и масть, и достоинство карты болвана. Неполное указание дополняется законом: «старшую» — старшая карта, «младшую» — младшая, «бей» — младшая карта, берущая взятку; только масть — младшая карта этой масти; только достоинство — масти хода, если болван может следовать. Иначе разыгрывающий играет карту, которую мог бы законно назначить.',
  ),
  '47': t(
    'A played card may be withdrawn only as the laws allow: to correct a revoke or an irregularity, after misinformation by an opponent (the card may be changed before it is too late, and the director may adjust the score), or after a change of play by an opponent. A card taken back against the law becomes a penalty card if its owner is a defender.',
    'Et spilt kort kan bare trekkes tilbake når lovene tillater det: for å rette en renons eller en uregelmessighet, etter feilinformasjon fra en motspiller (kortet kan byttes før det er for sent, og turneringslederen kan justere resultatet), eller etter at en motspiller har endret sitt spill. Et kort tatt tilbake mot loven blir straffekort hvis eieren er motspiller.',
    'Сыгранную карту можно забрать только тогда, когда это разрешают законы: для исправления ренонса или нарушения, после неверной информации противника (карту можно заменить, пока не поздно, а судья может скорректировать результат) или после изменения хода противником. Карта, забранная вопреки закону, становится штрафной, если её владелец — защитник.',
  ),
  '48': t(
    "Declarer exposing a card is not penalised: none of his cards become penalty cards. If he faces his hand, that is a claim or concession (except after a lead out of turn, where it accepts the lead and dummy's cards become his).",
    'Spilleføreren får ingen straff for å vise et kort: ingen av hans kort blir straffekort. Legger han kortene på bordet, er det et krav eller en innrømmelse (unntatt etter utspill utenfor tur, der det aksepterer utspillet).',
    'Разыгрывающий не наказывается за открытую карту: его карты не становятся штрафными. Если он открывает свою руку, это заявление или уступка взяток (кроме случая хода не в очередь, когда это принимает ход).',
  ),
  '49': t(
    "A defender's card exposed or named so that his partner could see it, other than in play, becomes a penalty card.",
    'Et kort som en motspiller viser eller nevner slik at makker kan se det, utenom vanlig spill, blir straffekort.',
    'Карта защитника, открытая или названная так, что партнёр мог её видеть, вне обычного розыгрыша становится штрафной.',
  ),
  '50': t(
    "A penalty card lies face up on the table until played. A single card below honour rank exposed inadvertently is a minor penalty card: the offender may not play another card of that suit below honour rank until he has played it. Any other is a major penalty card: it must be played at the first legal opportunity, and when the offender's partner is to lead, declarer may require or forbid the lead of its suit (the penalty card is then picked up), or leave it on the table. Information from a penalty card is unauthorised for the offender's partner.",
    'Et straffekort ligger med billedsiden opp til det spilles. Ett kort lavere enn honnør, vist utilsiktet, er et lite straffekort: den skyldige kan ikke spille et annet kort i fargen lavere enn honnør før han har spilt det. Alle andre er store straffekort: det må spilles ved første lovlige anledning, og når den skyldiges makker skal spille ut, kan spilleføreren kreve eller forby utspill i fargen (straffekortet tas da opp), eller la det ligge. Informasjon fra et straffekort er uautorisert for den skyldiges makker.',
    'Штрафная карта лежит открытой на столе, пока не сыграна. Одна карта ниже онёра, открытая нечаянно, — малая штрафная карта: нарушитель не может играть другую карту этой масти ниже онёра, пока не сыграет её. Любая другая — большая штрафная карта: её надо сыграть при первой законной возможности, а когда ходить партнёру нарушителя, разыгрывающий может потребовать или запретить ход в её масти (тогда карта забирается в руку) либо оставить её на столе. Сведения от штрафной карты несанкционированы для партнёра нарушителя.',
  ),
  '51': t(
    "Two or more penalty cards: when the offender must play, declarer designates which of them he plays. When the offender's partner is to lead, declarer may require or forbid the lead of a suit of a major penalty card; the penalty cards of that suit are picked up, the others stay.",
    'To eller flere straffekort: når den skyldige skal spille, bestemmer spilleføreren hvilket av dem han spiller. Når den skyldiges makker skal spille ut, kan spilleføreren kreve eller forby utspill i en farge med et stort straffekort; straffekortene i den fargen tas opp, de andre blir liggende.',
    'Две и более штрафные карты: когда нарушитель должен играть, разыгрывающий указывает, какую из них он играет. Когда ходить партнёру нарушителя, разыгрывающий может потребовать или запретить ход в масти большой штрафной карты; штрафные карты этой масти забираются, остальные остаются.',
  ),
  '52': t(
    'A defender who fails to lead or play a penalty card when he must: declarer may accept the card played, or require the penalty card to be played instead (the card withdrawn then becomes a penalty card).',
    'En motspiller som ikke spiller ut eller spiller et straffekort når han må: spilleføreren kan akseptere kortet som ble spilt, eller kreve straffekortet spilt i stedet (kortet som trekkes tilbake blir da straffekort).',
    'Защитник не сыграл штрафную карту, когда был обязан: разыгрывающий может принять сыгранную карту или потребовать сыграть вместо неё штрафную (забранная карта становится штрафной).',
  ),
  '53': t(
    'A lead out of turn may be accepted as a correct lead by the opponents (by a statement or by playing to it). If the wrong opponent plays to it, or the lead is accepted, play continues from it; a correct lead made after it stands and the other card goes back as the laws say.',
    'Et utspill utenfor tur kan aksepteres som riktig utspill av motparten (ved en erklæring eller ved å spille til det). Spill fortsetter da fra det; et riktig utspill gjort etterpå blir stående, og det andre kortet går tilbake slik lovene sier.',
    'Ход не в очередь может быть принят противниками как правильный (заявлением или тем, что они сыграли на него). Тогда игра продолжается от него; сделанный после него правильный ход остаётся в силе, а другая карта возвращается, как предписывают законы.',
  ),
  '54': t(
    "An opening lead out of turn faced by a defender: declarer may spread his hand (he becomes dummy and his partner declarer), accept the lead (dummy is faced and declarer plays second), or refuse it (the card becomes a major penalty card and the correct defender leads, Law 56). If declarer could have seen any of dummy's cards, he must accept the lead.",
    'Et åpningsutspill utenfor tur vist av en motspiller: spilleføreren kan legge ned sine kort (han blir blindemann og makker spillefører), akseptere utspillet (blindemann legges ned og spilleføreren spiller som nummer to), eller avvise det (kortet blir stort straffekort og riktig motspiller spiller ut, lov 56). Kunne spilleføreren ha sett noen av blindemanns kort, må han akseptere utspillet.',
    'Первый ход не в очередь, открытый защитником: разыгрывающий может открыть свою руку (он становится болваном, а партнёр — разыгрывающим), принять ход (болван открывается, разыгрывающий играет вторым) или отказаться от него (карта становится большой штрафной, ходит правильный защитник, закон 56). Если разыгрывающий мог видеть карты болвана, он обязан принять ход.',
  ),
  '55': t(
    'Declarer leads out of turn (from the wrong hand, or when a defender was to lead): either defender may accept the lead or require it to be withdrawn; a card led from the wrong hand goes back and declarer leads from the correct hand. If declarer led hoping to gain information, the director may adjust the score.',
    'Spilleføreren spiller ut utenfor tur (fra feil hånd, eller når en motspiller skulle spille ut): hver av motspillerne kan akseptere utspillet eller kreve det trukket tilbake; et kort spilt ut fra feil hånd går tilbake og spilleføreren spiller ut fra riktig hånd. Spilte han ut for å skaffe seg informasjon, kan turneringslederen justere resultatet.',
    'Разыгрывающий ходит не в очередь (не из той руки или когда ходить должен был защитник): любой защитник может принять ход или потребовать его отменить; карта, которой пошли не из той руки, возвращается, и разыгрывающий ходит из правильной руки. Если он пошёл ради получения сведений, судья может скорректировать результат.',
  ),
  '56': t(
    "A defender's lead out of turn, refused: the card becomes a major penalty card and the correct player leads, with the lead penalties of Law 50.",
    'En motspillers utspill utenfor tur som avvises: kortet blir stort straffekort og riktig spiller spiller ut, med utspillsstraffene i lov 50.',
    'Ход защитника не в очередь, от которого отказались: карта становится большой штрафной, ходит правильный игрок, со штрафами на ход по закону 50.',
  ),
  '57': t(
    "A defender who leads to the next trick before his partner has played, or plays out of turn before his partner: his card becomes a major penalty card, and declarer may require the offender's partner to play his highest or lowest card of the suit led, or forbid him a suit. If declarer played from both hands before the premature play, or the partner could not comply, there is no such choice.",
    'En motspiller som spiller ut til neste stikk før makker har spilt, eller spiller utenfor tur før makker: kortet blir stort straffekort, og spilleføreren kan kreve at den skyldiges makker spiller sitt høyeste eller laveste kort i utspilt farge, eller forby ham en farge. Har spilleføreren spilt fra begge hender før det for tidlige spillet, eller kan makker ikke etterkomme kravet, gis ikke noe slikt valg.',
    'Защитник сходил в следующую взятку до того, как сыграл его партнёр, или сыграл не в очередь раньше партнёра: его карта становится большой штрафной, а разыгрывающий может потребовать от партнёра нарушителя сыграть старшую или младшую карту масти хода либо запретить ему масть. Если разыгрывающий уже сыграл из обеих рук или партнёр не может выполнить требование, выбора нет.',
  ),
  '58': t(
    'Cards played simultaneously: a lead or play by a player at the same time as his right-hand opponent is deemed subsequent to it. Two or more cards played together by one player: he chooses which he plays (when the others are seen, they become penalty cards for a defender).',
    'Kort spilt samtidig: et utspill eller spill samtidig med høyre motspiller regnes som etter det. To eller flere kort spilt samtidig av én spiller: han velger hvilket han spiller (de andre blir straffekort for en motspiller når de er sett).',
    'Одновременно сыгранные карты: ход или карта одновременно с правым противником считается сыгранной после него. Две и более карты, сыгранные одним игроком одновременно: он выбирает, какую играет (остальные, если их видели, становятся штрафными для защитника).',
  ),
  '59': t(
    'A player who cannot lead or play as a rectification requires (he has no card of the suit, or the card is not his to play) may play any legal card.',
    'En spiller som ikke kan spille ut eller spille slik en rettelse krever (han har ikke fargen, eller kortet kan ikke spilles) kan spille hvilket som helst lovlig kort.',
    'Игрок, который не может сходить или сыграть так, как требует исправление (нет карт масти или карту нельзя сыграть), может сыграть любую законную карту.',
  ),
  '60': t(
    "A play after an irregularity by an opponent, before a rectification is assessed, accepts the irregularity and forfeits the right to its rectification; the card stands, and a card played by the offender's partner out of turn may become a penalty card.",
    'Et spill etter en motspillers uregelmessighet, før rettelsen er avgjort, aksepterer uregelmessigheten og fraskriver retten til rettelse; kortet blir stående, og et kort spilt utenfor tur av den skyldiges makker kan bli straffekort.',
    'Ход после нарушения противника, до определения последствий, принимает нарушение и лишает права на исправление; карта остаётся в силе, а карта, сыгранная не в очередь партнёром нарушителя, может стать штрафной.',
  ),
  '61': t(
    'Failure to follow suit when able to, or to lead or play as a law or a rectification requires, is a revoke. Declarer may ask a defender, and a defender may ask declarer or his partner, whether he has a card of the suit led; dummy may ask declarer only if he has not forfeited his rights.',
    'Å ikke følge farge når man kan, eller ikke spille ut eller spille slik en lov eller rettelse krever, er en renons. Spilleføreren kan spørre en motspiller, og en motspiller kan spørre spilleføreren eller makker, om han har kort i utspilt farge; blindemann kan spørre spilleføreren bare hvis han ikke har mistet sine rettigheter.',
    'Неследование масти при возможности или ход не так, как требует закон или исправление, — ренонс. Разыгрывающий может спросить защитника, а защитник — разыгрывающего или партнёра, есть ли у него карта масти хода; болван может спросить разыгрывающего, только если не утратил своих прав.',
  ),
  '62': t(
    "A revoke must be corrected if attention is drawn to it before it is established: the revoke card is withdrawn (a defender's becomes a major penalty card) and a card of the suit played; the non-offending side may withdraw cards they played after it. A revoke on the twelfth trick must be corrected even if established.",
    'En renons må rettes hvis den påpekes før den er etablert: renonskortet trekkes tilbake (en motspillers blir stort straffekort) og et kort i fargen spilles; den ikke-skyldige siden kan trekke tilbake kort de spilte etter den. En renons i det tolvte stikket må rettes selv om den er etablert.',
    'Ренонс должен быть исправлен, если на него указали до того, как он стал окончательным: карта ренонса забирается (карта защитника становится большой штрафной) и играется карта масти; ненарушившая сторона может забрать карты, сыгранные после него. Ренонс в двенадцатой взятке исправляется, даже если он окончателен.',
  ),
  '63': t(
    'A revoke becomes established when the offender or his partner leads or plays to the next trick (or names a card to be played, or makes a claim or concession); after that it may no longer be corrected.',
    'En renons blir etablert når den skyldige eller makker spiller ut eller spiller til neste stikk (eller nevner et kort som skal spilles, eller fremsetter krav eller innrømmelse); deretter kan den ikke lenger rettes.',
    'Ренонс становится окончательным, когда нарушитель или его партнёр ходит или играет в следующую взятку (или называет карту, делает заявление или уступку взяток); после этого его нельзя исправить.',
  ),
  '64': t(
    'An established revoke: when the offending player won the revoke trick, it and one more trick the offending side won afterwards are transferred; otherwise one trick the offending side won afterwards. There is no transfer in some cases (a second revoke in the same suit, a revoke on the twelfth trick, a revoke by failing to play a faced card, among others). When the transfer does not make good the damage, the director assigns an adjusted score.',
    'En etablert renons: vant den skyldige spilleren renonsstikket, overføres det og ett stikk til som den skyldige siden vant senere; ellers ett stikk den skyldige siden vant senere. I noen tilfeller overføres ingenting (en andre renons i samme farge, en renons i tolvte stikk, en renons ved ikke å spille et synlig kort, m.fl.). Dekker overføringen ikke skaden, tildeler turneringslederen et justert resultat.',
    'Окончательный ренонс: если взятку с ренонсом взял сам нарушитель, передаются она и ещё одна взятка, взятая нарушившей стороной после неё; иначе — одна взятка, взятая нарушившей стороной после ренонса. В некоторых случаях передачи нет (второй ренонс в той же масти, ренонс в двенадцатой взятке, ренонс при неигранной открытой карте и др.). Если передача не возмещает ущерб, судья назначает скорректированный результат.',
  ),
  '66': t(
    'A player may look at the last trick until his side has led or played to the next one; after that the quitted tricks may not be inspected until the end of play, except to account for a missing or surplus card.',
    'En spiller kan se på siste stikk til hans side har spilt ut eller spilt til neste; deretter kan vendte stikk ikke ses før spillet er slutt, unntatt for å finne et manglende eller overskytende kort.',
    'Игрок может посмотреть последнюю взятку, пока его сторона не сходила или не сыграла в следующую; после этого закрытые взятки нельзя просматривать до конца розыгрыша, кроме как для поиска недостающей или лишней карты.',
  ),
  '67': t(
    'A defective trick (a player played no card, or more than one): discovered before both sides have played to the next trick, it is corrected; discovered later, the offender places a card among his played cards as the director directs, and a revoke may be deemed.',
    'Et defekt stikk (en spiller har ikke spilt noe kort, eller mer enn ett): oppdaget før begge sider har spilt til neste stikk, rettes det; oppdaget senere, legger den skyldige et kort blant sine spilte kort slik turneringslederen bestemmer, og en renons kan anses begått.',
    'Дефектная взятка (игрок не сыграл карту или сыграл больше одной): обнаруженная до того, как обе стороны сыграли в следующую взятку, она исправляется; обнаруженная позже — нарушитель кладёт карту среди своих сыгранных карт по указанию судьи, и ренонс может считаться совершённым.',
  ),
  '68': t(
    "A claim is a statement that a player will win a number of the remaining tricks; a concession, that he will lose some. The claimer should face his hand and state his line of play. Play stops; if an opponent disputes, the director is called. A defender's concession his partner objects to at once is no concession.",
    'Et krav er en erklæring om at en spiller vil vinne et antall av de gjenstående stikkene; en innrømmelse, at han vil tape noen. Den som krever, bør legge kortene på bordet og forklare hvordan han vil spille. Spillet stanser; bestrider en motspiller, tilkalles turneringslederen. En motspillers innrømmelse som makker straks protesterer mot, er ingen innrømmelse.',
    'Заявление — это утверждение игрока, что он возьмёт определённое число оставшихся взяток; уступка — что он отдаст часть. Заявляющий должен открыть свою руку и объяснить план розыгрыша. Игра прекращается; если противник оспаривает, вызывают судью. Уступка защитника, против которой сразу возражает его партнёр, не считается уступкой.',
  ),
  '69': t(
    'A claim or concession agreed by the opponents stands, but the agreement may be withdrawn within the correction period if a player agreed to lose a trick his side had actually won or would very likely have won; the director then awards it.',
    'Et krav eller en innrømmelse som motparten godtar, blir stående, men godtakelsen kan trekkes tilbake innen korreksjonsperioden hvis en spiller godtok å tape et stikk hans side faktisk hadde vunnet eller svært sannsynlig ville ha vunnet; turneringslederen tildeler det da.',
    'Заявление или уступка, с которыми согласились противники, остаются в силе, но согласие можно отозвать в течение срока исправлений, если игрок согласился отдать взятку, которую его сторона уже взяла или весьма вероятно взяла бы; тогда судья присуждает её.',
  ),
  '70': t(
    'A disputed claim is adjudicated as equitably as possible to both sides, doubtful points against the claimer. The director hears the statement and the hands; he does not accept a line of play not stated if it depends on locating a particular card, and any alternative normal play (careless or inferior, not irrational) that would lose tricks is taken into account.',
    'Et bestridt krav avgjøres så rettferdig som mulig for begge sider, med tvilspunkter mot den som krever. Turneringslederen hører erklæringen og ser kortene; han godtar ikke en spilleplan som ikke ble nevnt hvis den avhenger av å finne et bestemt kort, og ethvert normalt alternativt spill (uforsiktig eller dårligere, ikke irrasjonelt) som taper stikk, tas med i betraktningen.',
    'Оспоренное заявление решается максимально справедливо для обеих сторон, сомнения толкуются против заявляющего. Судья выслушивает объяснение и смотрит руки; он не принимает не названный план розыгрыша, если тот зависит от нахождения определённой карты, и учитывает любую нормальную альтернативную игру (небрежную или слабую, но не абсурдную), при которой теряются взятки.',
  ),
  '71': t(
    'A concession stands once made, but the director cancels the concession of a trick the conceding side had already won, or could not lose by any normal play of the remaining cards.',
    'En innrømmelse står når den er gjort, men turneringslederen opphever innrømmelsen av et stikk den innrømmende siden allerede hadde vunnet, eller ikke kunne tape ved noe normalt spill av de gjenstående kortene.',
    'Уступка остаётся в силе, но судья отменяет уступку взятки, которую уступившая сторона уже взяла или не могла проиграть при любой нормальной игре оставшихся карт.',
  ),
  '72': t(
    'Players must not break a law intentionally. If an offender could have known, at the time of his irregularity, that it could well damage the other side, the director lets the auction and play go on and, at the end of the board, awards an adjusted score if the offending side gained by it (2017 72C; 2007 Law 23).',
    'Spillerne skal ikke med vilje bryte en lov. Kunne den skyldige på tidspunktet for uregelmessigheten ha visst at den godt kunne skade motparten, lar turneringslederen meldinger og spill fortsette og tildeler etter spillet et justert resultat hvis den skyldige siden tjente på den (2017 § 72C; 2007 § 23).',
    'Игроки не должны намеренно нарушать законы. Если нарушитель мог знать в момент нарушения, что оно вполне может повредить другой стороне, судья позволяет продолжить торговлю и розыгрыш и в конце сдачи назначает скорректированный результат, если нарушившая сторона от этого выиграла (2017, Правило 72C; 2007, Правило 23).',
  ),
  '82': t(
    'The director must rectify errors of procedure and keep the game moving. If he has given a ruling that he or the chief director later finds incorrect, he corrects it; when no rectification lets the board be scored normally, he awards an adjusted score, treating both sides as non-offending.',
    'Turneringslederen skal rette feil i prosedyren og holde spillet i gang. Har han gitt en kjennelse som han eller hovedturneringslederen senere finner gal, retter han den; når ingen rettelse lar spillet bli scoret normalt, tildeler han et justert resultat og behandler begge sider som ikke-skyldige.',
    'Судья должен исправлять процедурные ошибки и поддерживать ход игры. Если он дал решение, которое он или главный судья затем сочли неверным, он исправляет его; если никакое исправление не позволяет сосчитать сдачу обычным образом, он назначает скорректированный результат, считая обе стороны ненарушившими.',
  ),
};
