/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Help_NothingInputs */

const en_help_nothing = /** @type {(inputs: Help_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No articles or questions match “${i?.query}”. Try another word, or ask us in the live chat.`)
};

const sw_help_nothing = /** @type {(inputs: Help_NothingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hakuna makala wala maswali yanayolingana na “${i?.query}”. Jaribu neno lingine, au tuulize kwenye gumzo la moja kwa moja.`)
};

/**
* | output |
* | --- |
* | "No articles or questions match “{query}”. Try another word, or ask us in the live chat." |
*
* @param {Help_NothingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_nothing = /** @type {((inputs: Help_NothingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_NothingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_help_nothing(inputs)
	return en_help_nothing(inputs)
});