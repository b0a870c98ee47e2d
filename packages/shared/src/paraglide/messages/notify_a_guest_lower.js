/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_A_Guest_LowerInputs */

const en_notify_a_guest_lower = /** @type {(inputs: Notify_A_Guest_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a guest`)
};

const sw_notify_a_guest_lower = /** @type {(inputs: Notify_A_Guest_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mgeni`)
};

/**
* | output |
* | --- |
* | "a guest" |
*
* @param {Notify_A_Guest_LowerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_a_guest_lower = /** @type {((inputs?: Notify_A_Guest_LowerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_A_Guest_LowerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_a_guest_lower(inputs)
	return en_notify_a_guest_lower(inputs)
});