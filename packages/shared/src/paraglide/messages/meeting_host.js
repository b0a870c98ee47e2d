/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_HostInputs */

const en_meeting_host = /** @type {(inputs: Meeting_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host`)
};

const sw_meeting_host = /** @type {(inputs: Meeting_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji`)
};

/**
* | output |
* | --- |
* | "Host" |
*
* @param {Meeting_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_host = /** @type {((inputs?: Meeting_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_host(inputs)
	return en_meeting_host(inputs)
});