/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Open_AdminInputs */

const en_notify_open_admin = /** @type {(inputs: Notify_Open_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the admin panel`)
};

const sw_notify_open_admin = /** @type {(inputs: Notify_Open_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua paneli ya msimamizi`)
};

/**
* | output |
* | --- |
* | "Open the admin panel" |
*
* @param {Notify_Open_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_admin = /** @type {((inputs?: Notify_Open_AdminInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Open_AdminInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_open_admin(inputs)
	return en_notify_open_admin(inputs)
});