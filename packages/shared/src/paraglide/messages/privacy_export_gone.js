/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Export_GoneInputs */

const en_privacy_export_gone = /** @type {(inputs: Privacy_Export_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This download link has been used or has run out. Ask for a new archive in Settings → Privacy.`)
};

const sw_privacy_export_gone = /** @type {(inputs: Privacy_Export_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiungo hiki cha kupakua kimeshatumika au muda wake umekwisha. Omba kumbukumbu mpya katika Mipangilio → Faragha.`)
};

/**
* | output |
* | --- |
* | "This download link has been used or has run out. Ask for a new archive in Settings → Privacy." |
*
* @param {Privacy_Export_GoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_gone = /** @type {((inputs?: Privacy_Export_GoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_GoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_gone(inputs)
	return en_privacy_export_gone(inputs)
});