/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_RequestedInputs */

const en_status_requested = /** @type {(inputs: Status_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`awaiting host`)
};

const sw_status_requested = /** @type {(inputs: Status_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inamsubiri mwenyeji`)
};

/**
* | output |
* | --- |
* | "awaiting host" |
*
* @param {Status_RequestedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_requested = /** @type {((inputs?: Status_RequestedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_RequestedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_status_requested(inputs)
	return en_status_requested(inputs)
});