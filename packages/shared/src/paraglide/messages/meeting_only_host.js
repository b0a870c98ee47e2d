/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Only_HostInputs */

const en_meeting_only_host = /** @type {(inputs: Meeting_Only_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host of this meeting can do that.`)
};

const sw_meeting_only_host = /** @type {(inputs: Meeting_Only_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji wa mkutano huu tu ndiye anayeweza kufanya hivyo.`)
};

/**
* | output |
* | --- |
* | "Only the host of this meeting can do that." |
*
* @param {Meeting_Only_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_only_host = /** @type {((inputs?: Meeting_Only_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Only_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_only_host(inputs)
	return en_meeting_only_host(inputs)
});