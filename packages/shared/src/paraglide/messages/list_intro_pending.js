/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Intro_PendingInputs */

const en_list_intro_pending = /** @type {(inputs: List_Intro_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes show on the space page as soon as they are saved.`)
};

const sw_list_intro_pending = /** @type {(inputs: List_Intro_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mabadiliko huonekana kwenye ukurasa wa eneo mara tu yanapohifadhiwa.`)
};

/**
* | output |
* | --- |
* | "Changes show on the space page as soon as they are saved." |
*
* @param {List_Intro_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_intro_pending = /** @type {((inputs?: List_Intro_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Intro_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_list_intro_pending(inputs)
	return en_list_intro_pending(inputs)
});