/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Host_Moved_TitleInputs */

const en_notify_host_moved_title = /** @type {(inputs: Notify_Host_Moved_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A booking of ${i?.space} has moved`)
};

const sw_notify_host_moved_title = /** @type {(inputs: Notify_Host_Moved_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uhifadhi wa ${i?.space} umehamishwa`)
};

/**
* | output |
* | --- |
* | "A booking of {space} has moved" |
*
* @param {Notify_Host_Moved_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_moved_title = /** @type {((inputs: Notify_Host_Moved_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Moved_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_moved_title(inputs)
	return en_notify_host_moved_title(inputs)
});