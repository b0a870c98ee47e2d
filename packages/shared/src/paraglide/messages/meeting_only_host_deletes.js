/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meeting_Only_Host_DeletesInputs */

const en_meeting_only_host_deletes = /** @type {(inputs: Meeting_Only_Host_DeletesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host of this meeting (or an admin) can delete it.`)
};

const sw_meeting_only_host_deletes = /** @type {(inputs: Meeting_Only_Host_DeletesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji wa mkutano huu tu (au msimamizi) ndiye anayeweza kuufuta.`)
};

/**
* | output |
* | --- |
* | "Only the host of this meeting (or an admin) can delete it." |
*
* @param {Meeting_Only_Host_DeletesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_only_host_deletes = /** @type {((inputs?: Meeting_Only_Host_DeletesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Only_Host_DeletesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_only_host_deletes(inputs)
	return en_meeting_only_host_deletes(inputs)
});