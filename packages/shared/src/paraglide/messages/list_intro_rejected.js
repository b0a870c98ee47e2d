/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Intro_RejectedInputs */

const en_list_intro_rejected = /** @type {(inputs: List_Intro_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving your changes sends the space back for approval.`)
};

const sw_list_intro_rejected = /** @type {(inputs: List_Intro_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuhifadhi mabadiliko yako kunarudisha eneo kwa ajili ya kuidhinishwa.`)
};

/**
* | output |
* | --- |
* | "Saving your changes sends the space back for approval." |
*
* @param {List_Intro_RejectedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_rejected = /** @type {((inputs?: List_Intro_RejectedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Intro_RejectedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_intro_rejected(inputs)
	return en_list_intro_rejected(inputs)
});