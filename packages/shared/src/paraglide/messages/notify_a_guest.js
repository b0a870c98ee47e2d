/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_A_GuestInputs */

const en_notify_a_guest = /** @type {(inputs: Notify_A_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guest`)
};

const sw_notify_a_guest = /** @type {(inputs: Notify_A_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mgeni`)
};

/**
* | output |
* | --- |
* | "A guest" |
*
* @param {Notify_A_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_a_guest = /** @type {((inputs?: Notify_A_GuestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_A_GuestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_a_guest(inputs)
	return en_notify_a_guest(inputs)
});