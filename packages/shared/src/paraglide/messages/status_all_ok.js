/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_All_OkInputs */

const en_status_all_ok = /** @type {(inputs: Status_All_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All systems operational`)
};

const sw_status_all_ok = /** @type {(inputs: Status_All_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mifumo yote inafanya kazi`)
};

/**
* | output |
* | --- |
* | "All systems operational" |
*
* @param {Status_All_OkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_all_ok = /** @type {((inputs?: Status_All_OkInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_All_OkInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_all_ok(inputs)
	return en_status_all_ok(inputs)
});