/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_SomeoneInputs */

const en_notify_someone = /** @type {(inputs: Notify_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone`)
};

const sw_notify_someone = /** @type {(inputs: Notify_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mtu`)
};

/**
* | output |
* | --- |
* | "Someone" |
*
* @param {Notify_SomeoneInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_someone = /** @type {((inputs?: Notify_SomeoneInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_SomeoneInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_someone(inputs)
	return en_notify_someone(inputs)
});