/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_ConfirmedInputs */

const en_status_confirmed = /** @type {(inputs: Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`confirmed`)
};

const sw_status_confirmed = /** @type {(inputs: Status_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imethibitishwa`)
};

/**
* | output |
* | --- |
* | "confirmed" |
*
* @param {Status_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_confirmed = /** @type {((inputs?: Status_ConfirmedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_ConfirmedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_confirmed(inputs)
	return en_status_confirmed(inputs)
});