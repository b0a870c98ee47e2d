/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Open_TextInputs */

const en_form_open_text = /** @type {(inputs: Form_Open_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guests can book only within these hours (Nairobi time) and by these rules.`)
};

const sw_form_open_text = /** @type {(inputs: Form_Open_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wageni wanaweza kuweka nafasi ndani ya saa hizi tu (saa za Nairobi) na kwa kanuni hizi.`)
};

/**
* | output |
* | --- |
* | "Guests can book only within these hours (Nairobi time) and by these rules." |
*
* @param {Form_Open_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_open_text = /** @type {((inputs?: Form_Open_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Open_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_open_text(inputs)
	return en_form_open_text(inputs)
});