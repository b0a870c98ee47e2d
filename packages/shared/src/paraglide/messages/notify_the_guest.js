/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_The_GuestInputs */

const en_notify_the_guest = /** @type {(inputs: Notify_The_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The guest`)
};

const sw_notify_the_guest = /** @type {(inputs: Notify_The_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mgeni`)
};

/**
* | output |
* | --- |
* | "The guest" |
*
* @param {Notify_The_GuestInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_the_guest = /** @type {((inputs?: Notify_The_GuestInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_The_GuestInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_the_guest(inputs)
	return en_notify_the_guest(inputs)
});