/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_TitleInputs */

const en_status_title = /** @type {(inputs: Status_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System status`)
};

const sw_status_title = /** @type {(inputs: Status_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hali ya mifumo`)
};

/**
* | output |
* | --- |
* | "System status" |
*
* @param {Status_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_title = /** @type {((inputs?: Status_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_title(inputs)
	return en_status_title(inputs)
});