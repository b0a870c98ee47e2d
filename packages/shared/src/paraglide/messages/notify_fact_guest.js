/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Fact_GuestInputs */

const en_notify_fact_guest = /** @type {(inputs: Notify_Fact_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest`)
};

const sw_notify_fact_guest = /** @type {(inputs: Notify_Fact_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mgeni`)
};

/**
* | output |
* | --- |
* | "Guest" |
*
* @param {Notify_Fact_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_fact_guest = /** @type {((inputs?: Notify_Fact_GuestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Fact_GuestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_fact_guest(inputs)
	return en_notify_fact_guest(inputs)
});