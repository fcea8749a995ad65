#import "RootViewController.h"

@implementation RootViewController
@end
