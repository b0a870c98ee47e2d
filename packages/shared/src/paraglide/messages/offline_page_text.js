/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Page_TextInputs */

const en_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you have opened before still work.`)
};

const sw_offline_page_text = /** @type {(inputs: Offline_Page_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukurasa huu haujafunguliwa kwenye kifaa hiki bado, kwa hiyo hauwezi kuonyeshwa bila mtandao. Kurasa ulizofungua awali bado zinafunguka.`)
};

/**
* | output |
* | --- |
* | "This page has not been opened on this device yet, so it cannot be shown without a connection. Pages you have opened before still work." |
*
* @param {Offline_Page_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const offline_page_text = /** @type {((inputs?: Offline_Page_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_offline_page_text(inputs)
	return en_offline_page_text(inputs)
});