export interface NetsWebhook {
  eventName: string;
  url: string;
  // sent back in the Authorization header of every notice: 8 to 32 letters or digits
  authorization: string;
}
