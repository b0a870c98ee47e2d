/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_DeclinedInputs */

const en_status_declined = /** @type {(inputs: Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`declined`)
};

const sw_status_declined = /** @type {(inputs: Status_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imekataliwa`)
};

/**
* | output |
* | --- |
* | "declined" |
*
* @param {Status_DeclinedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_declined = /** @type {((inputs?: Status_DeclinedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_DeclinedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_declined(inputs)
	return en_status_declined(inputs)
});