/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_Link_GoneInputs */

const en_privacy_delete_link_gone = /** @type {(inputs: Privacy_Delete_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has run out or been used. Ask again in Settings → Privacy.`)
};

const sw_privacy_delete_link_gone = /** @type {(inputs: Privacy_Delete_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki kimeisha muda au kimeshatumika. Omba tena katika Mipangilio → Faragha.`)
};

/**
* | output |
* | --- |
* | "This link has run out or been used. Ask again in Settings → Privacy." |
*
* @param {Privacy_Delete_Link_GoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_link_gone = /** @type {((inputs?: Privacy_Delete_Link_GoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_Link_GoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_link_gone(inputs)
	return en_privacy_delete_link_gone(inputs)
});