/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Delete_TextInputs */

const en_privacy_delete_text = /** @type {(inputs: Privacy_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account and what it holds about you go, on every device, and cannot be brought back.`)
};

const sw_privacy_delete_text = /** @type {(inputs: Privacy_Delete_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako na yote inayoshikilia kukuhusu yanaondoka, kwenye kila kifaa, na hayawezi kurudishwa.`)
};

/**
* | output |
* | --- |
* | "Your account and what it holds about you go, on every device, and cannot be brought back." |
*
* @param {Privacy_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_text = /** @type {((inputs?: Privacy_Delete_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Delete_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_delete_text(inputs)
	return en_privacy_delete_text(inputs)
});