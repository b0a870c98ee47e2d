/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Correction_TextInputs */

const en_correction_text = /** @type {(inputs: Correction_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct your name and photo above, your tax details and payout accounts where they are shown. For anything else, tell us what is wrong and what it should be; an admin answers here, usually within seven days.`)
};

const sw_correction_text = /** @type {(inputs: Correction_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sahihisha jina na picha yako hapo juu, maelezo yako ya kodi na akaunti za malipo pale zinapoonyeshwa. Kwa jingine lolote, tueleze kilicho na kosa na kinavyopaswa kuwa; msimamizi atajibu hapa, kwa kawaida ndani ya siku saba.`)
};

/**
* | output |
* | --- |
* | "Correct your name and photo above, your tax details and payout accounts where they are shown. For anything else, tell us what is wrong and what it should be;..." |
*
* @param {Correction_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_text = /** @type {((inputs?: Correction_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_text(inputs)
	return en_correction_text(inputs)
});