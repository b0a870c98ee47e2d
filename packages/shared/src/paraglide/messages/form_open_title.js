/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Open_TitleInputs */

const en_form_open_title = /** @type {(inputs: Form_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When it is open, and how guests book`)
};

const sw_form_open_title = /** @type {(inputs: Form_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Linapofunguliwa, na jinsi wageni wanavyoweka nafasi`)
};

/**
* | output |
* | --- |
* | "When it is open, and how guests book" |
*
* @param {Form_Open_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const form_open_title = /** @type {((inputs?: Form_Open_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Open_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_form_open_title(inputs)
	return en_form_open_title(inputs)
});