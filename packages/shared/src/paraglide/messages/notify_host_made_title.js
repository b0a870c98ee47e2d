/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Host_Made_TitleInputs */

const en_notify_host_made_title = /** @type {(inputs: Notify_Host_Made_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New booking of ${i?.space}`)
};

const sw_notify_host_made_title = /** @type {(inputs: Notify_Host_Made_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi mpya wa ${i?.space}`)
};

/**
* | output |
* | --- |
* | "New booking of {space}" |
*
* @param {Notify_Host_Made_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_made_title = /** @type {((inputs: Notify_Host_Made_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Made_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_made_title(inputs)
	return en_notify_host_made_title(inputs)
});