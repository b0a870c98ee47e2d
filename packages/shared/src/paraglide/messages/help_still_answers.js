/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Help_Still_AnswersInputs */

const en_help_still_answers = /** @type {(inputs: Help_Still_AnswersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Support is open 24/7. 1 quick answer above; people for everything else.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Support is open 24/7. ${i?.count} quick answers above; people for everything else.`);
	return /** @type {LocalizedString} */ ("help_still_answers");
};

const sw_help_still_answers = /** @type {(inputs: Help_Still_AnswersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Msaada uko wazi saa 24 kila siku. Jibu 1 la haraka hapo juu; watu kwa kila kitu kingine.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Msaada uko wazi saa 24 kila siku. Majibu ${i?.count} ya haraka hapo juu; watu kwa kila kitu kingine.`);
	return /** @type {LocalizedString} */ ("help_still_answers");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Support is open 24/7. 1 quick answer above; people for everything else." |
* | "other" | "Support is open 24/7. {count} quick answers above; people for everything else." |
*
* @param {Help_Still_AnswersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_still_answers = /** @type {((inputs: Help_Still_AnswersInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Still_AnswersInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_still_answers(inputs)
	return en_help_still_answers(inputs)
});