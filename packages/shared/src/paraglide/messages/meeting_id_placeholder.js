/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Id_PlaceholderInputs */

const en_meeting_id_placeholder = /** @type {(inputs: Meeting_Id_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. K7Q2MX`)
};

const sw_meeting_id_placeholder = /** @type {(inputs: Meeting_Id_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mf. K7Q2MX`)
};

/**
* | output |
* | --- |
* | "e.g. K7Q2MX" |
*
* @param {Meeting_Id_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_id_placeholder = /** @type {((inputs?: Meeting_Id_PlaceholderInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Id_PlaceholderInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_id_placeholder(inputs)
	return en_meeting_id_placeholder(inputs)
});