import { OUT_OF_SCOPE } from './lexicon.js';
import { WORLD_ERRANDS } from './world-errands.js';

/**
 * Requests to do something the assistant cannot (set an alarm, write an e-mail, play music, order,
 * convert, find a flat) and questions about the world (a price in the shops, the weather, a
 * how-to): whatever items they mention, they are not questions about the inventory.
 */
const REQUESTS = [
  // An imperative opening the question, politely or not.
  /^(?:(?:can|could|would|will) you |please |pls |hey |ok )*(?:set|write|draft|compose|send|e ?mail|text|call|ring|phone|play|order(?= (?:a|an|me|us|some|the|food|pizza|takeaway)\b)|buy|book(?= (?:a|an|me|us|the|my|our|flights?|tables?|tickets?|hotels?|appointments?)\b)|convert|translate|schedule|remind(?! me (?:what|where|which|who|whom|when|how|whether|if)\b)|solve|google|search the web|look up online|find me (?:a|an|some|the best|cheap))\b/,
  /\b(?:remind me(?! (?:what|where|which|who|whom|when|how|whether|if)\b)|set (?:an? )?(?:alarm|reminder|timer)|reminder to|alarm for)\b/,
  /\b(?:write|draft|compose|send) (?:an?|the|my) (?:(?:short|quick|little|nice|polite|thank ?you|thanks) )*(?:e ?mail|email|letter|message|text|note|card|post)\b/,
  // Results of a draw or a match, and the days feasts fall on: news of the world.
  /\b(?:lottery|lotto|toto|4d|draw|match|game|election|exam) results?\b|\bwhich (?:day|date) (?:\w+ ){1,4}(?:falls?|is) on\b|\bwhat (?:day|date) is (?:\w+ ){1,3}(?:this|next) year\b/,
  /\bsolve\b.*\d|\d\s*x\s*[-+*/=]/,
  /\bon (?:amazon|ebay)\b/,
  // Lists that are not the inventory: shopping, errands ("the messages"), to-dos.
  /^(?:(?:can|could|would|will) you |please |pls )*(?:add|put|pop|stick) (?:[\w']+ ){1,6}(?:on|to|onto) (?:the|my|our) (?:shopping|messages|grocery|groceries|to ?do|todo|errands?|wish) list\b/,
  // Help with paperwork that is not the inventory ("fill in my pension form").
  /\bhelp me (?:to )?(?:fill (?:in|out)|complete) (?!.*\b(?:insurance|insurer|claim|inventory|list)\b)/,
];

const WORLD = [
  /\bwho (?:won|wins|is winning|will win)\b/,
  /\bcapital of\b/,
  // History of a make or a model: "in what year did Rolex first introduce the Submariner".
  /\b(?:in )?(?:what|which) year (?:did|was|were) (?!(?:i|we|you)\b)|\bwhen (?:did|was|were) (?!(?:i|we|you)\b)(?:\w+ ){1,3}(?:first )?(?:introduced?|launch(?:ed)?|invent(?:ed)?|released?|founded|designed)\b/,
  // A price at a place: "how much is a lift ticket at the resort".
  /\bhow much (?:is|are|does|do) (?:a|an) (?:[\w']+ ){1,4}(?:at|in|from) (?!(?:the|my|our|your) (?:house|home|flat|garage|kitchen|basement|shed|office|bedroom|living room|storage)\b)\w+/,
  /\bphone number\b|\bnear me\b|\bnearby\b/,
  /\b(?:cost|costs|price|prices|priced|sell|sells|selling|go for|goes for|going for|charge|charging|pay|paying)\b(?: \w+){0,4} (?:in|at) the (?:shops|stores?)\b/,
  // A price asked of "a" thing is the world's price, not what the owner's is worth.
  /\bhow much (?:does|do|would|will|is) (?:a|an) (?:\w+ ){0,5}(?:usually |typically |normally )?cost\b/,
  /\b(?:usually|typically|normally|generally) cost\b|\bcost to (?:fix|repair|replace|hire|rent|move)\b/,
  // A how-to question, unless it is about using the inventory itself.
  /^how (?:do|can|should|would) (?:i|we|you) (?!(?:add|upload|lend|share|find|see|list|export|edit|change|delete|remove|mark|record|track|insure|value|photograph|ask|use this)\b)\w+/,
  /\bweather\b|\bforecast\b/,
  // Getting somewhere: routes, directions and distances between places are the map's questions.
  /\b(?:best|fastest|quickest|shortest|scenic|easiest) (?:route|way to drive|way to get)\b|\b(?:route|directions|drive|driving|distance|how far(?: is it)?) from (?!(?:my|our|the)\b)\w+(?: \w+)? to \w+|\bhow far (?:is|away is) (?!(?:my|our|the|it)\b)\w+(?: \w+)? from \w+/,
  // Conditions out there: "what's the surf like at the beach tomorrow", "the traffic like now".
  /\bthe (?:surf|swell|waves|tides?|snow|traffic|queues?|roads?|sea|wind) (?:(?:be |going to be |gonna be )?like|looking(?: like)?|looks? like|report|times?|today|tomorrow|tonight)\b/,
  // Sums of the day: a tip on a bill, a currency against another.
  /\b\d+ (?:percent |per cent )?tip\b|\b(?:tip|gratuity) (?:on|for) (?:a |the )?\$?\d/,
  /\b(?:rand|dollars?|euros?|pounds?|yen|pesos?|rupees?|usd|eur|gbp|zar|cad|aud|nzd|php|sgd|myr|ringgit|inr|jpy|chf|sek|nok|dkk|krw|won|twd|thb|baht|idr|rupiah|mxn|brl|hkd|aed|dirhams?) (?:to|into|vs|against|in) (?:the )?(?:rand|dollars?|euros?|pounds?|yen|pesos?|rupees?|usd|eur|gbp|zar|cad|aud|nzd|php|sgd|myr|ringgit|inr|jpy|chf|sek|nok|dkk|krw|won|twd|thb|baht|idr|rupiah|mxn|brl|hkd|aed|dirhams?)\b/,
  // Facts of the world: "who was the first governor of Vermont", "who invented the zip".
  /\bwho (?:was|is|were|are) the (?:first|last|current|present|next|oldest|youngest|richest) (?:\w+ ){0,2}(?:of|in|to)\b|\bwho (?:invented|discovered|founded)\b/,
  // What a thing sells for by the measure, or at a shop or market: the world's price.
  /\b(?:going for|goes for|go for|sell(?:s|ing)? for|fetch(?:es|ing)?|price|prices|cost|costs|how much (?:is|are|for)) (?:\w+ ){0,3}(?:per|a|by the) (?:gallon|pound|lb|kilo|kg|kilogram|kilogramme|gram|gramme|grams|gm|g|tola|sovereign|carat|litre|liter|dozen|bushel|ton|tonne|cord|barrel|ounce|oz)\b/,
  // The day's rate of a commodity or a currency, asked of the world, not of the owner's things:
  // "today's gold rate", "the current price of silver", "petrol price now".
  /^(?!.*\b(?:my|our|mine|ours|we|us)\b).*(?:\b(?:today'?s?|current|latest|live|present|this week'?s?) (?:\w+ ){0,2}(?:rates?|prices?)\b|\b(?:gold|silver|platinum|petrol|diesel|fuel|gas|cooking gas|lpg|bitcoin|crypto|forex|dollar|naira|rupee|share|stock) (?:rates?|prices?)\b|\b(?:rates?|prices?) of (?:\w+ ){1,2}(?:today|now|these days|this week)\b)/,
  /\b(?:going for|goes for|go for|sell(?:s|ing)? for|price|prices|cost|costs|charge|charging) (?:\w+ ){0,4}(?:at|in) (?:the )?(?:\w+ )?(?:co op|coop|market|mart|farmers market|supermarket|grocery|grocer|mall|hardware store|auction|farm shop)\b/,
  // "How to cook …": a how-to, unless about using the inventory itself.
  /\b(?:best|right|proper|correct|easiest|quickest|safest) way to (?!(?:sell|insure|lend|list|value|record|track|store|keep|share)\b)\w+/,
  /^how to (?!(?:add|upload|lend|share|find|see|list|export|edit|change|delete|remove|mark|record|track|insure|value|photograph|ask|use)\b)\w+/,
  // Money of the world: exchange rates and other currencies.
  /\b(?:exchange rate|rmb|yuan|renminbi|cny|usd to|to usd|in euros|in pounds)\b|\bdollars? (?:change|convert|exchange)/,
  /\bwill it (?:rain|snow|hail|freeze|be (?:sunny|cold|hot|warm|windy|wet|nice))\b|\b(?:is it|it's|its) (?:going to|gonna) (?:rain|snow|hail)\b/,
  // Sport and the news: scores, results, who plays.
  /\bwhat (?:was|is|were) the (?:score|result)s?\b|\b(?:match|game|race|final) (?:score|result)s?\b/,
  // Sharing money out, bills and forms that are not the inventory's.
  /\b(?:split|share|divide) (?:the |our |a )?(?:\w+ )?(?:bill|bills|rent|costs?|expenses)\b/,
  /\bwhat (?:documents|papers|paperwork|forms) (?:do|would|will) (?:i|we) need\b|\b(?:renew|apply for|extend) (?:my|our|a|the) (?:\w+ ){0,2}(?:visa|permit|passport|licen[cs]e)\b/,
  // Rates the world sets: tax, mileage, interest, exchange.
  /\b(?:tax|mileage|interest|exchange|mortgage|inflation) rates?\b|\b(?:irs|hmrc)\b/,
  // Opening hours and timetables.
  /\bwhat time (?:does|do|is|are) (?:the )?(?:\w+ ){1,3}(?:open|close|shut|start|leave|arrive|come|kick|play|playing)\b|\bkick(?:s|ing)? ?off\b|\bfixtures?\b/,
  /\bopening (?:hours|times)\b/,
  // What things go for on the market, not what the owner's are worth.
  /\b(?:a|an) (?:used|second ?hand|new|brand new|pre ?owned|refurbished) (?:\w+ ){0,3}(?:going for|goes for|go for|sell(?:s|ing)? for|cost|costs|worth)\b|\bgoing for (?:these days|now|nowadays|at the moment)\b|\bgoing rate\b|\bmarket (?:price|rate)s?\b/,
  // What is on the television or the radio, and when.
  /\bwhat time is (?:\w+ ){1,4}on(?:$| (?:tonight|today|tomorrow|tv|telly|the telly|the tv|the radio|channel|bbc\w*|itv\w*|later|this evening)\b)|\bwhat is on (?:the )?(?:tv|telly|television|radio)\b|\bwhat channel\b/,
  // When something happens on a day: "what time is mass on sunday", "when is the match on".
  /\b(?:what time|when) (?:is|are|does|do) (?:the )?(?:\w+ ){1,4}(?:on|start|starts|begin|begins)\b(?: \w+){0,4} (?:on )?(?:(?:this|next) )?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|weekend)\b|\bmass times?\b|\bwhat time\b.*\b(?:mass|church service|novena)\b/,
  // Advice on life or on buying, not on the owner's things ("tips for coping with a move",
  // "what's a good road bike"), unless it is about selling, insuring or lending what they own.
  /\b(?:tips|advice|checklist|ideas|suggestions) (?:for|on|about)\b(?!.*\b(?:sell|selling|insure|insuring|insurance|lend|lending|worth|value|inventory|items?)\b)/,
  /\b(?:what is|which is|recommend|suggest) (?:a|an|some) (?:good|decent|cheap|nice|reliable|best) (?!(?:\w+ ){0,2}(?:to|i|we) )/,
  // A model year or "a" thing going for a price: the market's price, not the owner's.
  /\b(?:a|an) (?:(?:used|new|second ?hand|pre ?owned) )?(?:19|20)\d\d (?:\w+ ){0,3}(?:go|goes|going|sell|sells|selling|cost|costs|worth)\b|\bwhat(?:'s|s| is| does| do| would| will) an? (?:\w+ ){1,4}(?:go|goes|going|sell|sells) for\b/,
  // Specifications of a make, and insurance that is no contents cover.
  /\btorque (?:spec|specs|setting|settings|value)s?\b|\b(?:tire|tyre) pressure\b|\b(?:car|auto|motor|life|health|travel|pet) insurance\b/,
  // Times of events and the best of something out there ("the best deck for tournaments").
  /\bwhat time (?:\w+ ){1,4}(?:begins?|starts?|ends?|finish(?:es)?)\b|\bwhat(?:'s|s| is| are) the best (?:\w+ ){1,3}for (?!(?:me|us|my|our)\b)\w+/,
  // Public services: the mains supply ("will the power be back", "when will they bring light"),
  // results someone publishes, the best school or clinic somewhere, rents and house prices.
  /\bwill (?:the )?(?:power|electricity|light|lights|water|grid) (?:come|be back|be restored|return|go off)\b|\b(?:bring|brought|take|took|restore|restored) (?:the )?light\b|\b(?:power|electricity|water) (?:cuts?|outages?|rationing|schedule)\b|\bload ?shedding\b/,
  /\b(?:releas|publish|announc)\w* (?:the |their |its |this year'?s? )?(?:results?|grades?|admission lists?)\b|\bresults? (?:release date|are out|is out)\b/,
  /\b(?:best|good|top|cheapest|affordable|nearest) (?:\w+ ){0,2}(?:schools?|universit(?:y|ies)|colleges?|hospitals?|clinics?|doctors?|restaurants?|hotels?|churches|mosques?|estates?|neighbou?rhoods?) (?:in|near|around|for)\b/,
  /\b(?:rent|rents|rental|lease) (?:for|of|on) (?:a|an)\b|\b(?:\d+|one|two|three|four|five|six) ?(?:bed|bedroom|bedroomed|bhk) (?:flat|apartment|house|duplex|bungalow|home|condo|unit|terrace)\b|\b(?:house|property|land|rental) prices?\b/,
  // Cooking, prayers for an occasion, fares, school closures and storms being tracked.
  /\bhow (?:to|do (?:i|you|we)|can (?:i|we)|should (?:i|we)) (?:cook|bake|fry|boil|grill|roast|steam)\b/,
  /\b(?:what|which) (?:is |are )?(?:the )?(?:prayers?|verses?|psalms?|novenas?) (?:for|to|of|when)\b/,
  /\b(?:fares?|tolls?) (?:to|from|in|on|for|now|today)\b|\b(?:bus|train|jeep|jeepney|taxi|cab|tram|ferry|metro) fares?\b|\bfares? (?:in|on) (?:the )?(?:bus|train|jeep|jeepney|taxi|cab|tram|ferry|metro)\b/,
  /\b(?:classes|class|school) (?:tomorrow|today|suspended|cancelled|canceled)\b|\bclass suspensions?\b|\bsuspension of classes\b/,
  /\b(?:tracking|track|monitoring) (?:any |the |a )?(?:typhoons?|hurricanes?|cyclones?|storms?)\b|\bwill it (?:hit|make landfall|reach)\b/,
  // When a public event starts ("when does the Oktoberfest start next year"), strikes, what a
  // parliament did, what goes in a tax return, and which home or service to choose somewhere.
  /\bwhen (?:does|do|will|is) (?:the )?(?!(?:my|our|loan|warranty|guarantee|lease)\b)(?:\w+ ){1,3}(?:start|starts|begin|begins|open|opens)\b(?!.*\b(?:lent|loan|borrow\w*)\b)/,
  /\b(?:rail |train |bus |tube |general )?strikes?\b.*\b(?:this|next|today|tomorrow|again|week)\b|\b(?:is|are) (?:there|they) (?:\w+ )?(?:a |any )?(?:rail |train |bus )?strikes?\b/,
  /\b(?:parliament|congress|senate|government|cabinet|chancellor|prime minister)\b.*\b(?:today|yesterday|this week|decided|voted|passed|happened)\b|\bwhat happened (?:in|at) (?:the )?(?:parliament|congress|senate|news)\b/,
  /\b(?:tax return|tax declaration|tax deductible|deduct\w* (?:it |them |this |that )?from (?:my |our |the )?tax(?:es)?)\b|\b(?:put|claim|include) (?:the )?(?:\w+ ){1,4}(?:in|into|on) (?:my|our|the) tax(?:es| return)?\b/,
  /\bwhich (?!(?:one )?of\b)(?:\w+ ){1,3}(?:is|are) (?:good|any good|best|the best|decent) (?:for|in|near)\b|\b(?:cost|costs) per (?:month|week|night|year)\b/,
  // What a kind of thing is like in general: "how many calories has a typical croissant".
  /\b(?:a|an) typical (?!(?:\w+ ){0,3}(?:in|of|from) (?:my|our)\b)\w+/,
  // Cooking and other how-long questions about doing something, not about an item's loan.
  /^how long (?:do|should|does|would) (?:i|you|we|one) (?!(?:have|had|keep|lend|borrow|wait|get)\b)\w+/,
  // Something to be made up or chosen for the asker: a recipe, what to wear, cook or buy.
  /\b(?:give|send|show|find|tell|share|suggest|recommend|need|want|got|know|have) (?:me |us )?(?:a |an |some |any |the )?(?:(?:good|great|easy|nice|simple|quick|traditional|authentic|best|favou?rite|family) )*recipes?\b|\brecipes? (?:for|to make|with)\b(?!.*\b(?:book|books|binder|box|cards?)\b)/,
  /\bwhat (?:should|shall|could|can|would) (?:i|we|he|she|they|you) (?:wear|cook|make for|eat|buy|gift|watch|read|name)\b(?! (?:on|around|round) (?:my|our|his|her|their)\b)/,
  // Prices of a service compared between places: "is renters insurance cheaper in leeds than york".
  /\binsurance\b.*\b(?:cheaper|pricier|more expensive|less expensive)\b|\b(?:cheaper|pricier|more expensive|less expensive) (?:\w+ ){0,3}insurance\b|\binsurance (?:premiums?|quotes?)\b|\b(?:cheaper|pricier|more expensive|less expensive) in (?:\w+ ){1,2}than\b/,
];

/** An equation to solve ("3x + 7 = 22", "2y - 4 = 10"): homework, however it is asked. */
const EQUATION = /\b\d*\s*[a-z]\s*[-+*/×]\s*\d+(?:\.\d+)?\s*=\s*-?\d+|\bsolve for [a-z]\b/i;

/** True when the question asks for something outside the inventory, whatever it names. */
export function isOutOfScopeRequest(text: string): boolean {
  return (
    REQUESTS.some((pattern) => pattern.test(text)) ||
    WORLD.some((pattern) => pattern.test(text)) ||
    WORLD_ERRANDS.some((pattern) => pattern.test(text))
  );
}

/** True when the whole question, asides included, holds an equation to solve. */
export const asksToSolve = (question: string): boolean => EQUATION.test(question);

/** Words of topics the assistant does not cover ("poem", "weather", "news"). */
export const outOfScopeWords = (tokens: string[]) =>
  tokens.filter((token) => OUT_OF_SCOPE.has(token));
